import { expect, test } from "bun:test";
import { groupCheckState, toggleGroup } from "./checkbox-group.ts";

test("group state is all, none or partial", () => {
  expect(groupCheckState([true, true])).toBe("all");
  expect(groupCheckState([false, false])).toBe("none");
  expect(groupCheckState([true, false])).toBe("partial");
  expect(groupCheckState([])).toBe("none");
});

test("toggling a partial or empty group selects all; a full group clears", () => {
  expect(toggleGroup([true, false])).toEqual([true, true]);
  expect(toggleGroup([false, false])).toEqual([true, true]);
  expect(toggleGroup([true, true])).toEqual([false, false]);
});
