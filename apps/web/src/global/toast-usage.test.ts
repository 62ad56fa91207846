import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const webSrc = join(import.meta.dir, "..");

/** `toast()` translates its message itself; wrapping it in `t()` translates twice (and interpolates twice). */
const TRANSLATED_TWICE = /\btoast(?:\.\w+)?\(\s*(?:[^;()]*\?\s*)?t\(/;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) out.push(path);
  }
  return out;
}

test("toast messages are passed untranslated", () => {
  const found: string[] = [];
  for (const path of sources(webSrc)) {
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (TRANSLATED_TWICE.test(line)) found.push(`${relative(webSrc, path)}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

test("the check spots a translated toast message", () => {
  expect(TRANSLATED_TWICE.test('toast(t("Link copied to clipboard"));')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast.danger(t("Oops"))')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast(ok ? t("Added") : t("Removed"));')).toBe(true);
  expect(TRANSLATED_TWICE.test('toast("Link copied to clipboard");')).toBe(false);
  expect(TRANSLATED_TWICE.test('toast(n === 1 ? "One" : "Many :count", { values: { count: n } });')).toBe(false);
});
