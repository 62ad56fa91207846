import { expect, test } from "bun:test";
import { linesMatching } from "./web-sources.ts";

/** `toast()` translates its message itself; wrapping it in `t()` translates twice (and interpolates twice). */
const TRANSLATED_TWICE = /\btoast(?:\.\w+)?\(\s*(?:[^;()]*\?\s*)?t\(/;

test("toast messages are passed untranslated", () => {
  expect(linesMatching((line) => TRANSLATED_TWICE.test(line))).toEqual([]);
});

test("the check spots a translated toast message", () => {
  expect(TRANSLATED_TWICE.test('toast(t("Link copied to clipboard"));')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast.danger(t("Oops"))')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast(ok ? t("Added") : t("Removed"));')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast("Link copied to clipboard");')).toBe(false);
  expect(TRANSLATED_TWICE.test('toast(n === 1 ? "One" : "Many :count", { values: { count: n } });')).toBe(false);
});
