import { expect, test } from "bun:test";
import { formatPlurals, interpolate } from "./i18n.ts";

const members = "{count, plural, one {# member} other {# members}}";

test("English: one for exactly 1, other for everything else", () => {
  expect(interpolate(members, { count: 1 })).toBe("1 member");
  expect(interpolate(members, { count: 2 })).toBe("2 members");
  expect(interpolate(members, { count: 0 })).toBe("0 members");
  expect(interpolate(`Owner · ${members}`, { count: 1 })).toBe("Owner · 1 member");
});

test("the count is written the language's way and the branch follows its plural rules", () => {
  expect(interpolate(members, { count: 12345 })).toBe("12,345 members");
  const de = "{count, plural, one {# Mitglied} other {# Mitglieder}}";
  expect(interpolate(de, { count: 12345 }, "de")).toBe("12.345 Mitglieder");
  expect(interpolate(de, { count: 1 }, "de")).toBe("1 Mitglied");
  // Polish has four categories: 1 → one, 2–4 → few, 5–21 → many, 22–24 → few again.
  const pl = "{count, plural, one {# utwór} few {# utwory} many {# utworów} other {# utworu}}";
  expect([1, 2, 5, 22, 25].map((count) => interpolate(pl, { count }, "pl"))).toEqual([
    "1 utwór",
    "2 utwory",
    "5 utworów",
    "22 utwory",
    "25 utworów",
  ]);
  // Japanese has no singular: 'other' every time.
  expect(interpolate("{n, plural, one {# 曲 (one)} other {# 曲}}", { n: 1 }, "ja")).toBe("1 曲");
});

test("exact =N branches win over categories; placeholders inside branches are filled", () => {
  const line = "{count, plural, =0 {No songs by :name} one {One song by :name} other {# songs by :name}}";
  expect(interpolate(line, { count: 0, name: "Ada" })).toBe("No songs by Ada");
  expect(interpolate(line, { count: 1, name: "Ada" })).toBe("One song by Ada");
  expect(interpolate(line, { count: 3, name: "Ada" })).toBe("3 songs by Ada");
});

test("two plurals in one line and counts given as grouped strings", () => {
  const line = "{done, plural, one {# string} other {# strings}} of {total, plural, one {#} other {#}}";
  expect(interpolate(line, { done: 1, total: 2 })).toBe("1 string of 2");
  expect(interpolate(members, { count: "1,204" })).toBe("1,204 members");
});

test("text that is not a plural, or without a count, is left as written", () => {
  expect(formatPlurals("{count, plural, one {# a}}", { count: 1 })).toBe("{count, plural, one {# a}}");
  expect(formatPlurals(members, { other: 1 })).toBe(members);
  expect(formatPlurals("{broken, plural, one {# a} other {# b}", { broken: 1 })).toBe(
    "{broken, plural, one {# a} other {# b}",
  );
  expect(interpolate("Keep {braces} and :missing", { count: 1 })).toBe("Keep {braces} and :missing");
  expect(interpolate(members, { count: 2 }, "not a language!")).toBe("2 members");
});
