import { afterEach, expect, test } from "bun:test";
import type { BootstrapData } from "@backbeat/api/types";
import { setBootstrap } from "../app/bootstrap.ts";
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
