import { Button, PlusIcon } from "@backbeat/ui";
import type { ReactNode } from "react";
import { setDraftValue, useDraftField } from "@/features/appearance/draft.ts";
import * as s from "@/features/appearance/editor.css.ts";
import { SortableList } from "@/features/appearance/SortableList.tsx";
import { t } from "@/global/i18n.ts";

/**
 * A list in the draft whose items are added, removed and reordered (drag, the grip and arrow
 * keys, or the move buttons), in the sortable list menus use; each item's fields come from
 * `renderItem` with the item's path.
 */
export function ItemsEditor<T extends object>({
  path,
  max,
  newItem,
  itemTitle,
  addLabel,
  renderItem,
}: {
  path: string;
  max: number;
  newItem: () => T;
  itemTitle: (item: T, index: number) => string;
  addLabel: string;
  renderItem: (itemPath: string) => ReactNode;
}) {
  const list = useDraftField<T[]>(path);
  const items = Array.isArray(list.value) ? list.value : [];
  return (
    <div className={s.group} data-testid={`items-${path}`}>
      {items.length ? (
        <SortableList
          aria-label={addLabel}
          items={items}
          // Items have no ids of their own: their place is their identity while editing.
          keyOf={(_, index) => String(index)}
          nameOf={(item, index) => itemTitle(item, index) || t("Untitled")}
          onChange={list.set}
          buttonLabels={{ up: t("Move up"), down: t("Move down"), remove: t("Remove") }}
          rowProps={() => ({ "data-testid": "landing-item" })}
          renderItem={(item, index) => <span className={s.itemTitle}>{itemTitle(item, index) || t("Untitled")}</span>}
          renderBody={(_, index) => renderItem(`${path}.${index}`)}
        />
      ) : null}
      {list.error ? (
        <p className={s.fieldError} role="alert">
          {t(list.error)}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        startIcon={<PlusIcon size={16} />}
        isDisabled={items.length >= max}
        onPress={() => setDraftValue(path, [...items, newItem()])}
      >
        {addLabel}
      </Button>
      {items.length >= max ? <p className={s.fieldHint}>{t("You can add up to :max.", { max })}</p> : null}
    </div>
  );
}
