/** Reordering a list the sortable list shows: every change is a new list. */

/** Moves the items whose keys are given to just before or after the target item. */
export function reorderByKeys<T>(
  items: T[],
  keyOf: (item: T, index: number) => string,
  keys: string[],
  targetKey: string,
  position: "before" | "after",
): T[] {
  const keyed = items.map((item, index) => ({ item, key: keyOf(item, index) }));
  const moving = keyed.filter((k) => keys.includes(k.key));
  const rest = keyed.filter((k) => !keys.includes(k.key));
  const at = rest.findIndex((k) => k.key === targetKey);
  if (at < 0) return items;
  const index = position === "before" ? at : at + 1;
  return [...rest.slice(0, index), ...moving, ...rest.slice(index)].map((k) => k.item);
}

/** Moves the item at `from` to `to`; out of range leaves the list as it is. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from < 0 || from >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
