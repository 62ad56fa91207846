import { expect, test } from "bun:test";
import { linesMatching } from "./web-sources.ts";

/**
 * A count beside a noun is an ICU plural inside the translated line ("{count, plural, one {#
 * member} other {# members}}"), never English's own rule written in code: `n === 1 ? "…" : "…"`
 * is wrong in most languages, and ":count members" reads "1 members".
 */
const ENGLISH_CHOICE = /===\s*1\s*\?\s*(?:t\(\s*)?["'`][^"'`]*\p{L}/u;
const COUNT_BEFORE_PLURAL_NOUN = /["'`][^"'`]*:(?:count|n|total|runs|number)\b \p{Ll}{2,}s\b/u;
const COUNT_IN_TEMPLATE = /`[^`]*\$\{[^}]+\} \p{Ll}{2,}s\b[^`]*`/u;

const offends = (line: string) =>
  !line.includes(", plural,") &&
  (ENGLISH_CHOICE.test(line) || COUNT_BEFORE_PLURAL_NOUN.test(line) || COUNT_IN_TEMPLATE.test(line));

test("counted words go through ICU plurals in the translated line", () => {
  expect(linesMatching(offends)).toEqual([]);
});

test("the check spots English-only plurals and lets ICU plurals pass", () => {
  expect(offends('t(":count members", { count })')).toBe(true);
  expect(offends('toast(n === 1 ? "Deleted 1 item" : "Deleted :count items")')).toBe(true);
  expect(offends('{n === 1 ? t("1 run") : t(":runs runs", { runs: n })}')).toBe(true);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source line under test
  expect(offends("const label = `${count} songs`;")).toBe(true);
  expect(offends('t("{count, plural, one {# member} other {# members}}", { count })')).toBe(false);
  expect(offends('t(":count following", { count })')).toBe(false);
  expect(offends('t("Hello :name", { name })')).toBe(false);
  expect(offends('data-flip={i % 2 === 1 ? "" : undefined}')).toBe(false);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source line under test
  expect(offends("return `${ms} ms`;")).toBe(false);
});
