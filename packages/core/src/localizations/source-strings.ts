import strings from "./source-strings.json" with { type: "json" };

/**
 * The interface's source strings, generated from the code by `bun scripts/localization-strings.ts`
 * (a test fails when the file is behind the code).
 */
export const sourceStrings: string[] = strings;
const known = new Set(strings);

export function isSourceString(text: string): boolean {
  return known.has(text);
}
