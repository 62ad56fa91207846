import { expect, test } from "bun:test";
import { createTypeAhead, findTypeAheadMatch, isTypeAheadKey } from "./type-ahead.ts";

test("characters accumulate and reset after 500 ms", () => {
  let now = 0;
  const ta = createTypeAhead(500, () => now);
  expect(ta.push("P")).toBe("p");
  now = 499;
  expect(ta.push("l")).toBe("pl");
  now = 998;
  expect(ta.push("a")).toBe("pla");
  now = 1498;
  expect(ta.push("x")).toBe("x");
});

test("matching prefers items after the focused one and wraps", () => {
  const labels = ["Play next", "Add to playlist", "Pause", "Share", "Properties"];
  expect(findTypeAheadMatch(labels, "p", -1)).toBe(0);
  expect(findTypeAheadMatch(labels, "p", 0)).toBe(2);
  expect(findTypeAheadMatch(labels, "pp", 2)).toBe(4);
  expect(findTypeAheadMatch(labels, "p", 4)).toBe(0);
  expect(findTypeAheadMatch(labels, "pro", 0)).toBe(4);
  expect(findTypeAheadMatch(labels, "pla", 0)).toBe(0);
  expect(findTypeAheadMatch(labels, "z", 0)).toBe(-1);
  expect(findTypeAheadMatch(labels, "", 0)).toBe(-1);
});

test("only printable keys without modifiers feed the search", () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  expect(isTypeAheadKey(k("a"), false)).toBe(true);
  expect(isTypeAheadKey(k("ArrowDown"), false)).toBe(false);
  expect(isTypeAheadKey(k("a", { ctrlKey: true }), false)).toBe(false);
  expect(isTypeAheadKey(k(" "), false)).toBe(false);
  expect(isTypeAheadKey(k(" "), true)).toBe(true);
});
