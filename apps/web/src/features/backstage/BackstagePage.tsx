import type { ReactNode } from "react";
import { Link } from "react-router";
import * as s from "./backstage.css.ts";

/** Every backstage screen's frame: back link, title and lead, actions on the right. */
export function BackstagePage({
  title,
  lead,
  actions,
  back,
  children,
  testId,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`${s.page} ${s.wide}`} data-testid={testId}>
      <header className={s.pageHeader}>
        <div>
          {back ? (
            <Link to={back.to} className={s.backLink}>
              ← {back.label}
            </Link>
          ) : null}
          <h1 className={s.title}>{title}</h1>
          {lead ? <p className={s.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={s.headerActions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A titled block of a backstage screen, with an optional link at its end ('See all'). */
export function BackstageSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className={s.sectionHeader}>
        <h2 id={id} className={s.sectionTitle} style={{ margin: 0 }}>
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className={s.sectionLink}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
