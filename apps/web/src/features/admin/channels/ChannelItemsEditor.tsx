import type { ChannelContentKind, ChannelItemRef } from "@backbeat/core/schemas";
import { ComboBox, ComboBoxItem, MusicIcon, UserIcon } from "@backbeat/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { RowMoveButtons } from "@/global/RowMoveButtons.tsx";
import { reordered, useReorderRows } from "@/global/reorder-rows.ts";
import { useTRPC } from "@/lib/trpc.ts";
import * as s from "./channels.css.ts";
import { contentTypeLabels } from "./labels.ts";

export interface ItemSummary extends ChannelItemRef {
  name: string;
  image: string | null;
  subtitle: string | null;
}

const key = (i: ChannelItemRef) => `${i.item_type}:${i.item_id}`;

/**
 * A hand-picked channel's items: search things of the channel's content type and add them, drag
 * a row or use its move buttons (Alt+↑/↓ on a focused row) to reorder, remove with its button.
 */
export function ChannelItemsEditor({
  contentType,
  channelId,
  known,
  onKnown,
}: {
  contentType: ChannelContentKind;
  channelId: number | undefined;
  known: Map<string, ItemSummary>;
  onKnown: (items: ItemSummary[]) => void;
}) {
  const trpc = useTRPC();
  const { field, fieldState } = useController({ name: "items" });
  const items = (field.value as ChannelItemRef[] | undefined) ?? [];
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim().slice(0, 100));
  const search = useQuery({
    ...trpc.admin.channels.searchItems.queryOptions({
      type: contentType,
      query: deferred,
      ...(channelId ? { exceptId: channelId } : {}),
    }),
    placeholderData: keepPreviousData,
    enabled: deferred.length > 0 || contentType === "channel",
  });
  const taken = new Set(items.map(key));
  const searching = deferred.length > 0 || contentType === "channel";
  const options = (searching ? (search.data ?? []) : []).filter(
    (o) => o.item_type === contentType && !taken.has(key(o)),
  );
  const [announce, setAnnounce] = useState("");

  const set = (next: ChannelItemRef[]) => field.onChange(next);
  const nameOf = (i: ChannelItemRef) => known.get(key(i))?.name ?? `#${i.item_id}`;
  const focusRow = (i: ChannelItemRef | undefined, selector = "button:not([disabled])") =>
    requestAnimationFrame(() => {
      const row = i ? document.getElementById(`channel-item-${i.item_type}-${i.item_id}`) : null;
      (row?.querySelector<HTMLElement>(selector) ?? row)?.focus();
    });
  const move = (from: number, to: number) => {
    const change = reordered(items, from, to);
    if (!change) return;
    const { next, moved } = change;
    set(next);
    setAnnounce(t(":name moved to position :position", { name: nameOf(moved), position: to + 1 }));
    focusRow(moved);
  };
  const remove = (index: number) => {
    const gone = items[index];
    if (!gone) return;
    const next = items.filter((_, i) => i !== index);
    set(next);
    setAnnounce(t(":name removed", { name: nameOf(gone) }));
    focusRow(next[Math.min(index, next.length - 1)]);
  };
  const add = (id: string) => {
    const found = options.find((o) => key(o) === id);
    if (!found) return;
    onKnown([found]);
    set([...items, { item_type: found.item_type, item_id: found.item_id }]);
    setAnnounce(t(":name added", { name: found.name }));
    setQuery("");
  };
  const dragRow = useReorderRows(move);
  const error = fieldState.error?.message;
  const round = contentType === "artist" || contentType === "user";

  return (
    <div className={s.itemsEditor}>
      <ComboBox<ItemSummary & { id: string }>
        label={t("Add :type", { type: contentTypeLabels[contentType].toLowerCase() })}
        placeholder={t("Search by name")}
        items={options.map((o) => ({ ...o, id: key(o) }))}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={null}
        onSelectionChange={(k) => k != null && add(String(k))}
        isLoading={search.isFetching}
        menuTrigger="focus"
        emptyText={deferred ? t("No matches") : t("Type to search")}
        isInvalid={!!error}
        errorMessage={error ? t(error) : undefined}
      >
        {(o) => (
          <ComboBoxItem id={o.id} textValue={o.name} description={o.subtitle ?? undefined}>
            {o.name}
          </ComboBoxItem>
        )}
      </ComboBox>
      {items.length ? (
        <ol className={s.itemList} aria-label={t("Channel items")} data-testid="channel-items">
          {items.map((item, index) => {
            const info = known.get(key(item));
            return (
              <li
                key={key(item)}
                id={`channel-item-${item.item_type}-${item.item_id}`}
                className={s.itemRow}
                aria-label={t(":position. :name", { position: index + 1, name: nameOf(item) })}
                {...dragRow(index, key(item))}
              >
                <span className={s.grip} aria-hidden>
                  ⋮⋮
                </span>
                <span className={s.position}>{index + 1}</span>
                {info?.image ? (
                  <img src={info.image} alt="" className={[s.thumb, round ? s.round : ""].join(" ")} loading="lazy" />
                ) : (
                  <span className={[s.thumb, round ? s.round : ""].join(" ")} aria-hidden>
                    {round ? <UserIcon size={16} /> : <MusicIcon size={16} />}
                  </span>
                )}
                <span className={s.itemText}>
                  <span className={s.itemName}>{nameOf(item)}</span>
                  {info?.subtitle ? <span className={s.itemSub}>{info.subtitle}</span> : null}
                </span>
                <span className={s.itemButtons}>
                  <RowMoveButtons
                    name={nameOf(item)}
                    index={index}
                    count={items.length}
                    onMove={move}
                    onRemove={remove}
                    iconSize={14}
                  />
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={s.emptyItems}>
          {t("No items yet. Search above to add :type to this channel.", {
            type: contentTypeLabels[contentType].toLowerCase(),
          })}
        </p>
      )}
      <p className={s.hint}>{t("Drag to reorder, or focus a row and press Alt+↑ or Alt+↓.")}</p>
      <span aria-live="polite" className={s.visuallyHidden}>
        {announce}
      </span>
    </div>
  );
}
