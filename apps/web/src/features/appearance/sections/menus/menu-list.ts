/** What the menus section does to the draft's menus: every change is a new list. */
import type { DraftMenu } from "@/features/appearance/draft.ts";
import { reorderByKeys } from "@/features/appearance/sortable.ts";

type Item = DraftMenu["items"][number];

/** An id unique among all menus and items (the server refuses repeats). */
export function freshId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) return id;
  }
}

export function allItemIds(menus: DraftMenu[]): string[] {
  return menus.flatMap((m) => m.items.map((i) => i.id));
}

export function newMenu(menus: DraftMenu[], name: string): DraftMenu {
  return {
    id: freshId(
      "menu",
      menus.map((m) => m.id),
    ),
    name,
    positions: [],
    items: [],
  };
}

export function newItem(menus: DraftMenu[], label: string): Item {
  return { id: freshId("item", allItemIds(menus)), label, type: "route", action: "/" };
}

/** Moves the items whose ids are given to just before or after the target item. */
export function reorderItems(items: Item[], ids: string[], targetId: string, position: "before" | "after"): Item[] {
  return reorderByKeys(items, (item) => item.id, ids, targetId, position);
}

export { moveItem } from "@/features/appearance/sortable.ts";
