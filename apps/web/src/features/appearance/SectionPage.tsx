import { ChevronLeftIcon } from "@backbeat/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as s from "./editor.css.ts";

/** A section's page in the editor's left pane: a way back up, its title, its fields. */
export function SectionPage({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={s.page} data-testid="appearance-section">
      <Link to={back?.to ?? "/admin/appearance"} className={s.backLink}>
        <ChevronLeftIcon size={16} /> {back?.label ?? t("Appearance")}
      </Link>
      <h2 className={s.pageTitle}>{title}</h2>
      {children}
    </div>
  );
}

/** A titled group of fields inside a section. */
export function FieldGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={s.group}>
      {title ? <h3 className={s.groupTitle}>{title}</h3> : null}
      {children}
    </div>
  );
}
