import { getBootstrap } from "../app/bootstrap.ts";

/** Translates through the bootstrap `i18n.lines` and fills `:name` placeholders. */
export function t(key: string, replacements?: Record<string, string | number>): string {
  let text = getBootstrap().i18n.lines[key] ?? key;
  if (replacements) {
    for (const [name, value] of Object.entries(replacements)) text = text.replaceAll(`:${name}`, String(value));
  }
  return text;
}
