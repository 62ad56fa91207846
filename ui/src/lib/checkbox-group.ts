/** The state of a group header checkbox over its members (docs/spec/1-platform-foundation.md §2 notification settings). */
export type GroupCheckState = "all" | "none" | "partial";

export function groupCheckState(values: readonly boolean[]): GroupCheckState {
  const on = values.filter(Boolean).length;
  if (on === 0) return "none";
  return on === values.length ? "all" : "partial";
}

/** Pressing the header: anything but "all" turns every member on; "all" turns them off. */
export function toggleGroup(values: readonly boolean[]): boolean[] {
  const next = groupCheckState(values) !== "all";
  return values.map(() => next);
}
