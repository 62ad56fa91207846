import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const webSrc = join(import.meta.dir, "..");

/**
 * Screens never word a failed call themselves: the mutation failure rule (app/call-errors.ts)
 * and reportError show it once, with the server's message. A screen's own generic toast, a toast of
 * errorMessage(), or an inline copy of the failure is the second message this rule removed.
 */
const AD_HOC = [
  /toast\.danger\(\s*"There was an issue\. Please try again\."/,
  /toast\.danger\(\s*errorMessage\(/,
  /t\("There was an issue\. Please try again\."\)/,
  /<FormAlert>\{[^}]*general/,
];
const RULE_FILES = new Set(["global/report-error.ts", "app/call-errors.ts"]);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) out.push(path);
  }
  return out;
}

test("no screen shows its own copy of a failed call's message", () => {
  const found: string[] = [];
  for (const path of sources(webSrc)) {
    const name = relative(webSrc, path);
    if (RULE_FILES.has(name)) continue;
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (AD_HOC.some((re) => re.test(line))) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

test("the check spots the copies it replaced", () => {
  const hit = (line: string) => AD_HOC.some((re) => re.test(line));
  expect(hit('      onError: () => toast.danger("There was an issue. Please try again."),')).toBe(true);
  expect(hit("      onError: (error) => toast.danger(errorMessage(error)),")).toBe(true);
  expect(hit("      <FormAlert>{errors.general}</FormAlert>")).toBe(true);
  expect(hit('      toast("Added to playlist");')).toBe(false);
  expect(hit("      onError: (_e, v) => patch(likeKey[v.type], v.id, !v.liked),")).toBe(false);
});
