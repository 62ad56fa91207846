import { afterEach, expect, test } from "bun:test";
import type { BootstrapData } from "@backbeat/api/types";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { currentLanguage, t } from "./i18n.ts";

const withLines = (language: string, lines: Record<string, string>) =>
  setBootstrap({ i18n: { language, lines } } as unknown as BootstrapData);

afterEach(() => withLines("en", {}));

test("untranslated text is returned with placeholders filled", () => {
  withLines("en", {});
  expect(t("Hello")).toBe("Hello");
  expect(t("Enabled :service account", { service: "google" })).toBe("Enabled google account");
  expect(t("Keep :missing")).toBe("Keep :missing");
  expect(currentLanguage()).toBe("en");
});

test("lines from the bootstrap table replace the English text", () => {
  withLines("fr", { "Hello :name": "Bonjour :name", Empty: "" });
  expect(t("Hello :name", { name: "Ada" })).toBe("Bonjour Ada");
  expect(t("Empty")).toBe("Empty");
  expect(t("constructor")).toBe("constructor");
  expect(currentLanguage()).toBe("fr");
});

test("placeholders that share a prefix are filled separately", () => {
  expect(t(":count of :counter", { count: 1, counter: 9 })).toBe("1 of 9");
});

test("plurals follow the current language's rules, in its translated line", () => {
  const line = "{count, plural, one {# member} other {# members}}";
  withLines("en", {});
  expect(t(line, { count: 1 })).toBe("1 member");
  expect(t(line, { count: 2 })).toBe("2 members");
  withLines("pl", {
    [line]: "{count, plural, one {# członek} few {# członków (few)} many {# członków} other {# członka}}",
  });
  expect(t(line, { count: 1 })).toBe("1 członek");
  expect(t(line, { count: 3 })).toBe("3 członków (few)");
  expect(t(line, { count: 1005 })).toBe("1005 członków");
});
