import { Badge, Button, ChevronRightIcon, PlusIcon } from "@backbeat/ui";
import { Link, useNavigate } from "react-router";
import { updateDraft, useAppearanceDraft } from "@/features/appearance/draft.ts";
import * as e from "@/features/appearance/editor.css.ts";
import { SectionPage } from "@/features/appearance/SectionPage.tsx";
import { t } from "@/global/i18n.ts";
import { newMenu } from "./menu-list.ts";
import { POSITION_LABELS } from "./positions.ts";

/** Every menu, with where it shows; each opens its own page. */
export function Component() {
  const { draft, errors } = useAppearanceDraft();
  const navigate = useNavigate();
  const menus = draft?.menus ?? [];
  const add = () => {
    updateDraft((d) => ({ ...d, menus: [...d.menus, newMenu(d.menus, t("New menu"))] }));
    navigate(`/admin/appearance/menus/${menus.length}`);
  };
  return (
    <SectionPage title={t("Menus")}>
      <p className={e.fieldHint}>
        {t("Menus appear where you place them: the sidebar, the mobile bar, the landing page or the footer.")}
      </p>
      <div>
        <Button size="sm" startIcon={<PlusIcon size={16} />} onPress={add}>
          {t("New menu")}
        </Button>
      </div>
      {errors["menus._"] ? (
        <p className={e.fieldError} role="alert">
          {t(errors["menus._"])}
        </p>
      ) : null}
      <ul className={e.sectionList} data-testid="menu-list">
        {menus.map((menu, index) => {
          const broken = Object.keys(errors).some((k) => k.startsWith(`menus.${index}.`));
          return (
            <li key={menu.id} style={{ listStyle: "none" }}>
              <Link to={`/admin/appearance/menus/${index}`} className={e.sectionLink} data-menu={menu.id}>
                <span className={e.sectionText}>
                  <span className={e.sectionLabel}>{menu.name}</span>
                  <span className={e.sectionDescription}>
                    {menu.positions.length
                      ? menu.positions.map((p) => t(POSITION_LABELS[p] ?? p)).join(", ")
                      : t("Not placed anywhere")}
                    {" · "}
                    {t("{count, plural, one {# item} other {# items}}", { count: menu.items.length })}
                  </span>
                </span>
                {broken ? <Badge tone="danger">{t("Needs fixing")}</Badge> : null}
                <ChevronRightIcon size={18} />
              </Link>
            </li>
          );
        })}
      </ul>
    </SectionPage>
  );
}
