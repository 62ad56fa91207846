import { ChevronRightIcon } from "@backbeat/ui";
import { Link } from "react-router";
import * as s from "@/features/appearance/editor.css.ts";
import { SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import { LANDING_PARTS } from "./parts.ts";

/** The landing page's parts, each on its own page. */
export function Component() {
  return (
    <SectionPage title={t("Landing page")}>
      <ul className={s.sectionList}>
        {LANDING_PARTS.map((part) => (
          <li key={part.id} style={{ listStyle: "none" }}>
            <Link to={`/admin/appearance/landing-page/${part.id}`} className={s.sectionLink}>
              <span className={s.sectionText}>
                <span className={s.sectionLabel}>{t(part.label)}</span>
                <span className={s.sectionDescription}>{t(part.description)}</span>
              </span>
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
