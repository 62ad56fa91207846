import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as s from "./admin.css.ts";

/** Every admin screen's frame: title, optional description and back link, actions on the right. */
export function AdminPage({
  title,
  description,
  actions,
  back,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={s.page} data-testid={testId}>
      {back ? (
        <Link to={back.to} className={s.backLink}>
          ← {t(back.label)}
        </Link>
      ) : null}
      <div className={s.pageHeader}>
        <div className={s.pageTitleBlock}>
          <h1 className={s.pageTitle}>{title}</h1>
          {description ? <p className={s.pageDescription}>{description}</p> : null}
        </div>
        {actions ? <div className={s.pageActions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A titled card inside an admin page (forms, settings groups, report panels). */
export function AdminSection({
  title,
  children,
  actions,
}: {
  title?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={s.section}>
      {title || actions ? (
        <div className={s.pageHeader}>
          {title ? <h2 className={s.sectionTitle}>{title}</h2> : null}
          {actions ? <div className={s.pageActions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
