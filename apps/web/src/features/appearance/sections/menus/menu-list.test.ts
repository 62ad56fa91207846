import { expect, test } from "bun:test";
import type { DraftMenu } from "@/features/appearance/draft.ts";
import { freshId, moveItem, newItem, newMenu, reorderItems } from "./menu-list.ts";

const items = ["a", "b", "c", "d"].map((id) => ({ id, label: id, type: "route" as const, action: "/" }));
const ids = (list: { id: string }[]) => list.map((i) => i.id);

test("dragging moves the picked items before or after the drop target", () => {
  expect(ids(reorderItems(items, ["d"], "a", "before"))).toEqual(["d", "a", "b", "c"]);
  expect(ids(reorderItems(items, ["a", "b"], "c", "after"))).toEqual(["c", "a", "b", "d"]);
  expect(ids(reorderItems(items, ["a"], "zz", "after"))).toEqual(["a", "b", "c", "d"]);
});

test("the arrow buttons move one place and stop at the ends", () => {
  expect(ids(moveItem(items, 3, 2))).toEqual(["a", "b", "d", "c"]);
  expect(moveItem(items, 0, -1)).toBe(items);
  expect(moveItem(items, 3, 4)).toBe(items);
});

const menus: DraftMenu[] = [
  { id: "menu-1", name: "Primary", positions: [], items: items.map((i) => ({ ...i, id: `item-${i.id}` })) },
  { id: "menu-2", name: "Footer", positions: [], items: [{ id: "item-1", label: "One", type: "route", action: "/" }] },
];

test("new menus and items take ids no other menu or item uses", () => {
  expect(freshId("item", ["item-1", "item-3"])).toBe("item-2");
  const menu = newMenu(menus, "Extra");
  expect(menus.map((m) => m.id)).not.toContain(menu.id);
  const item = newItem(menus, "New");
  expect(menus.flatMap((m) => m.items.map((i) => i.id))).not.toContain(item.id);
});
