import { ChevronRightIcon } from "@backbeat/ui";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as s from "./editor.css.ts";
import { appearanceSections } from "./sections.ts";

/** The editor's first page: every section, each opening its own page. */
export function Component() {
  return (
    <nav aria-label={t("Appearance sections")}>
      <ul className={s.sectionList}>
        {appearanceSections.map((section) => (
          <li key={section.id} style={{ listStyle: "none" }}>
            <Link
              to={`/admin/appearance/${section.routes[0]?.path}`}
              className={s.sectionLink}
              data-section={section.id}
            >
              <span className={s.sectionText}>
                <span className={s.sectionLabel}>{t(section.label)}</span>
                <span className={s.sectionDescription}>{t(section.description)}</span>
              </span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
