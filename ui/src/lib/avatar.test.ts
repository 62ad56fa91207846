import { expect, test } from "bun:test";
import { AVATAR_COLOR_COUNT, avatarColorIndex, avatarInitial } from "./avatar.ts";

test("the initial is the first letter uppercased", () => {
  expect(avatarInitial("ada lovelace")).toBe("A");
  expect(avatarInitial("  émile")).toBe("É");
  expect(avatarInitial("")).toBe("?");
  expect(avatarInitial(null)).toBe("?");
});

test("the colour is one of 9, stable per name, and spread over all 9", () => {
  expect(AVATAR_COLOR_COUNT).toBe(9);
  expect(avatarColorIndex("Ada")).toBe(avatarColorIndex("Ada"));
  expect(avatarColorIndex("Ada")).toBe(avatarColorIndex(" ada "));
  const seen = new Set<number>();
  for (let i = 0; i < 500; i++) {
    const index = avatarColorIndex(`user ${i}`);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(9);
    seen.add(index);
  }
  expect(seen.size).toBe(9);
});
