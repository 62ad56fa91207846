import type { MenuPosition } from "@backbeat/api/types";
import { menuPositions } from "@backbeat/core/schemas";
import { Button, Checkbox, CheckboxGroup, namedIcons, PlusIcon, TextField, TrashIcon } from "@backbeat/ui";
import { useNavigate, useParams } from "react-router";
import { type DraftMenu, setDraftValue, updateDraft, useAppearanceDraft } from "@/features/appearance/draft.ts";
import * as e from "@/features/appearance/editor.css.ts";
import { FieldGroup, SectionPage } from "@/features/appearance/SectionPage.tsx";
import { SortableList } from "@/features/appearance/SortableList.tsx";
import { t } from "@/global/i18n.ts";
import { newItem } from "./menu-list.ts";
import * as s from "./menus.css.ts";
import { POSITION_LABELS } from "./positions.ts";

const BACK = { to: "/admin/appearance/menus", label: "Menus" };

/** One menu: its name, where it shows, and its items (drag, or the arrow buttons, to reorder). */
export function Component() {
  const { menuIndex = "" } = useParams();
  const index = Number(menuIndex);
  const navigate = useNavigate();
  const { draft, errors } = useAppearanceDraft();
  const menu = draft?.menus[index];
  const base = `menus.${index}`;
  const setItems = (next: (items: DraftMenu["items"]) => DraftMenu["items"]) =>
    updateDraft((d) => ({ ...d, menus: d.menus.map((m, i) => (i === index ? { ...m, items: next(m.items) } : m)) }));

  if (!menu)
    return (
      <SectionPage title={t("Menu not found")} back={{ ...BACK, label: t(BACK.label) }}>
        <p className={e.fieldHint}>{t("This menu is no longer in the list.")}</p>
      </SectionPage>
    );

  const addItem = () => {
    updateDraft((d) => ({
      ...d,
      menus: d.menus.map((m, i) => (i === index ? { ...m, items: [...m.items, newItem(d.menus, t("New item"))] } : m)),
    }));
    navigate(`/admin/appearance/menus/${index}/${menu.items.length}`);
  };
  const deleteMenu = () => {
    navigate("/admin/appearance/menus");
    updateDraft((d) => ({ ...d, menus: d.menus.filter((_, i) => i !== index) }));
  };

  return (
    <SectionPage title={menu.name || t("Untitled menu")} back={{ ...BACK, label: t(BACK.label) }}>
      <TextField
        label={t("Name")}
        value={menu.name}
        onChange={(v) => setDraftValue(`${base}.name`, v)}
        isRequired
        isInvalid={Boolean(errors[`${base}.name`])}
        errorMessage={errors[`${base}.name`] ? t(errors[`${base}.name`] ?? "") : undefined}
      />
      <CheckboxGroup
        label={t("Show this menu in")}
        value={[...menu.positions]}
        onChange={(positions) =>
          setDraftValue(
            `${base}.positions`,
            menuPositions.filter((p) => positions.includes(p)),
          )
        }
        isInvalid={Boolean(errors[`${base}.positions`])}
        errorMessage={errors[`${base}.positions`] ? t(errors[`${base}.positions`] ?? "") : undefined}
      >
        {menuPositions.map((p: MenuPosition) => (
          <Checkbox key={p} value={p}>
            {t(POSITION_LABELS[p])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <FieldGroup title={t("Items")}>
        {menu.items.length === 0 ? (
          <p className={s.empty}>{t("No items yet.")}</p>
        ) : (
          <SortableList
            aria-label={t("Menu items")}
            items={menu.items}
            keyOf={(item) => item.id}
            nameOf={(item) => item.label}
            onChange={(items) => setItems(() => items)}
            onAction={(at) => navigate(`/admin/appearance/menus/${index}/${at}`)}
            rowProps={(item) => ({ "data-item": item.id })}
            data-testid="menu-items"
            renderItem={(item, at) => {
              const Icon = item.icon
                ? (namedIcons as Record<string, (typeof namedIcons)[keyof typeof namedIcons]>)[item.icon]
                : null;
              const error = Object.entries(errors).find(([k]) => k.startsWith(`${base}.items.${at}.`))?.[1];
              return (
                <>
                  <span className={s.itemIcon}>{Icon ? <Icon size={18} /> : null}</span>
                  <span className={s.itemText}>
                    <span className={s.itemLabel}>{item.label}</span>
                    <span className={s.itemAction}>{item.action}</span>
                    {error ? <span className={s.itemError}>{t(error)}</span> : null}
                  </span>
                </>
              );
            }}
          />
        )}
        <div>
          <Button size="sm" variant="outline" startIcon={<PlusIcon size={16} />} onPress={addItem}>
            {t("Add item")}
          </Button>
        </div>
      </FieldGroup>
      <FieldGroup title={t("Danger zone")}>
        <div>
          <Button size="sm" variant="danger" startIcon={<TrashIcon size={16} />} onPress={deleteMenu}>
            {t("Delete menu")}
          </Button>
        </div>
      </FieldGroup>
    </SectionPage>
  );
}
