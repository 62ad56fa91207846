import { expect, test } from "bun:test";
import { linesMatching } from "./web-sources.ts";

/**
 * Screens never word a failed call themselves: the mutation failure rule (lib/call-errors.ts)
 * and reportError show it once, with the server's message. A screen's own generic toast, a toast of
 * errorMessage(), or an inline copy of the failure is the second message this rule removed.
 */
const AD_HOC = [
  /toast\.danger\(\s*"There was an issue\. Please try again\."/,
  /toast\.danger\(\s*errorMessage\(/,
  /t\("There was an issue\. Please try again\."\)/,
  /<FormAlert>\{[^}]*general/,
  /\balertDanger\b/,
];
const RULE_FILES = new Set(["global/report-error.ts", "lib/call-errors.ts"]);

test("no screen shows its own copy of a failed call's message", () => {
  expect(linesMatching((line) => AD_HOC.some((re) => re.test(line)), RULE_FILES)).toEqual([]);
});

test("the check spots the copies it replaced", () => {
  const hit = (line: string) => AD_HOC.some((re) => re.test(line));
  expect(hit('      onError: () => toast.danger("There was an issue. Please try again."),')).toBe(true);
  expect(hit("      onError: (error) => toast.danger(errorMessage(error)),")).toBe(true);
  expect(hit("      <FormAlert>{errors.general}</FormAlert>")).toBe(true);
  expect(hit('      toast("Added to playlist");')).toBe(false);
  expect(hit("      onError: (_e, v) => patch(likeKey[v.type], v.id, !v.liked),")).toBe(false);
});
