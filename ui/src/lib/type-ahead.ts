/** Type-ahead for menus and lists: typed characters accumulate until 500 ms pass (docs/spec/1-platform-foundation.md §9). */
import { TYPE_AHEAD_RESET_MS } from "../theme/constants.ts";

export interface TypeAhead {
  /** Adds a typed character and returns the current search string. */
  push(character: string): string;
  reset(): void;
}

export function createTypeAhead(resetMs = TYPE_AHEAD_RESET_MS, now: () => number = Date.now): TypeAhead {
  let search = "";
  let last = -Infinity;
  return {
    push(character) {
      const at = now();
      if (at - last >= resetMs) search = "";
      last = at;
      search += character.toLocaleLowerCase();
      return search;
    },
    reset() {
      search = "";
      last = -Infinity;
    },
  };
}

/**
 * Index of the label that starts with the search, looking after `from` first and wrapping round.
 * A search of one repeated letter cycles through items starting with that letter.
 */
export function findTypeAheadMatch(labels: readonly string[], search: string, from = -1): number {
  if (!search) return -1;
  const repeated = [...search].every((c) => c === search[0]);
  const needle = repeated ? (search[0] as string) : search;
  const n = labels.length;
  // A multi-letter search may still match the current item; a single letter moves on.
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let i = 0; i < n; i++) {
    const index = (((start + i) % n) + n) % n;
    if ((labels[index] ?? "").trim().toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** Whether a key should feed the type-ahead (printable, no modifiers; space only mid-search). */
export function isTypeAheadKey(
  e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  searching: boolean,
): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  if (e.key === " ") return searching;
  return e.key.length === 1;
}
