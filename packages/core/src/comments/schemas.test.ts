import { expect, test } from "bun:test";
import { mentionedNames } from "./notify.ts";
import { commentCreateInput, parsePosition } from "./schemas.ts";

test("the comment box's mm:ss reads as seconds, anything else as no time", () => {
  expect(parsePosition("1:05")).toBe(65);
  expect(parsePosition(" 0:07 ")).toBe(7);
  expect(parsePosition("1:02:03")).toBe(3723);
  expect(parsePosition("125:00")).toBe(7500);
  for (const bad of ["", "soon", "1:5", "1:60", "-0:10", "1:05:", "1e3:00"]) expect(parsePosition(bad)).toBeNull();
});

test("comment input: trimmed text with a bounded length and no control characters", () => {
  const ok = commentCreateInput.parse({ id: "4", content: "  <b>hi</b>\nthere  ", position: "12.5" });
  expect(ok).toEqual({ id: 4, content: "<b>hi</b>\nthere", position: 12.5, parent_id: null });
  for (const content of ["", "   ", "a".repeat(1001), "x\u0000y", "x\u001by"])
    expect(commentCreateInput.safeParse({ id: 1, content, position: 1 }).success).toBe(false);
  for (const position of [-1, 86_401, "NaN", "Infinity"])
    expect(commentCreateInput.safeParse({ id: 1, content: "x", position }).success).toBe(false);
});

test("mentions: distinct @names in order, not e-mail addresses, at most five", () => {
  expect(mentionedNames("@Ana and @bo.b, also @ana again.")).toEqual(["Ana", "bo.b"]);
  expect(mentionedNames("write to me@example.com")).toEqual([]);
  expect(mentionedNames("@a @b @c @d @e @f @g")).toEqual(["a", "b", "c", "d", "e"]);
});
