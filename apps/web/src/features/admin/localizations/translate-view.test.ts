import { expect, test } from "bun:test";
import { missingPlaceholders, saveBatches, translateView } from "./translate-view.ts";

const sources = ["Albums", "Artists", "Log in", "Tracks", "Upload"];
const lines: Record<string, string> = { Albums: "Alben", Tracks: "Titel" };
const translation = (s: string) => lines[s] ?? "";

test("search matches source or translation; filters by state; pages clamp", () => {
  expect(translateView(sources, translation, { query: "alb", filter: "all", page: 1 }).rows).toEqual(["Albums"]);
  expect(translateView(sources, translation, { query: "titel", filter: "all", page: 1 }).rows).toEqual(["Tracks"]);
  expect(translateView(sources, translation, { query: "", filter: "untranslated", page: 1 }).rows).toEqual([
    "Artists",
    "Log in",
    "Upload",
  ]);
  expect(translateView(sources, translation, { query: "", filter: "translated", page: 1 }).total).toBe(2);
  const paged = translateView(sources, translation, { query: "", filter: "all", page: 9, perPage: 2 });
  expect(paged).toEqual({ rows: ["Upload"], total: 5, page: 3, lastPage: 3 });
  expect(translateView([], translation, { query: "x", filter: "all", page: 0 })).toEqual({
    rows: [],
    total: 0,
    page: 1,
    lastPage: 1,
  });
});

test("saves go in batches the server accepts", () => {
  expect(saveBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  expect(saveBatches([], 500)).toEqual([]);
});

test("placeholders the translation leaves out are pointed out", () => {
  expect(missingPlaceholders("Hello :name, :count new", "Hallo :name")).toEqual([":count"]);
  expect(missingPlaceholders("Hello :name", "Hallo :name!")).toEqual([]);
  expect(missingPlaceholders("Hello :name", "")).toEqual([]);
  expect(missingPlaceholders(":a :a", "x")).toEqual([":a"]);
  expect(missingPlaceholders("Copyright © :year :name", "© :name :yearly")).toEqual([":year"]);
});
