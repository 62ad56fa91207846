import { expect, test } from "bun:test";
import { moveItem, reorderByKeys } from "./sortable.ts";

const byIndex = (_: unknown, index: number) => String(index);

test("a dragged landing item (keyed by its place) lands before or after the target", () => {
  const buttons = ["Join", "Pricing", "Listen"];
  expect(reorderByKeys(buttons, byIndex, ["2"], "0", "before")).toEqual(["Listen", "Join", "Pricing"]);
  expect(reorderByKeys(buttons, byIndex, ["0"], "2", "after")).toEqual(["Pricing", "Listen", "Join"]);
  expect(reorderByKeys(buttons, byIndex, ["0"], "1", "after")).toEqual(["Pricing", "Join", "Listen"]);
  // A drop on a row that is gone leaves the list as it was.
  expect(reorderByKeys(buttons, byIndex, ["0"], "7", "after")).toBe(buttons);
});

test("the move buttons swap neighbours and stop at either end", () => {
  const features = [{ title: "A" }, { title: "B" }, { title: "C" }];
  expect(moveItem(features, 1, 0).map((f) => f.title)).toEqual(["B", "A", "C"]);
  expect(moveItem(features, 2, 3)).toBe(features);
  expect(moveItem(features, 0, -1)).toBe(features);
});
