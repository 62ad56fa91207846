/**
 * The translation function (docs/spec/1-platform-foundation.md §3 i18n, §9 default locale `en`): looks the English text up
 * in the bootstrap `i18n.lines` table and fills `:name` placeholders. Every visible string in
 * the app goes through it; the kit's own strings too (GlobalLayer installs it with setUiTranslator).
 */
import { interpolate } from "@backbeat/ui/i18n";
import { peekBootstrap } from "./bootstrap-store.ts";

export const DEFAULT_LOCALE = "en";

/**
 * `t("Hello :name", { name })` → the translated line with placeholders filled. Counts are ICU
 * plurals inside the line, worded by the current language's plural rules:
 * `t("{count, plural, one {# member} other {# members}}", { count })`.
 */
export function t(text: string, values?: Record<string, string | number>): string {
  const i18n = peekBootstrap()?.i18n;
  const lines = i18n?.lines;
  const line = lines && Object.hasOwn(lines, text) ? lines[text] : undefined;
  return interpolate(line || text, values, i18n?.language || DEFAULT_LOCALE);
}

export function currentLanguage(): string {
  return peekBootstrap()?.i18n?.language || DEFAULT_LOCALE;
}
