import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const webSrc = join(import.meta.dir, "..");

/**
 * For the tests that guard a house rule across every screen: each source file of the web app
 * (tests left out), by its path under src/, with the lines where `pattern` matches.
 */
export function linesMatching(pattern: (line: string) => boolean, skip: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const name = relative(webSrc, path);
        if (skip.has(name)) continue;
        readFileSync(path, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (pattern(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
          });
      }
    }
  };
  visit(webSrc);
  return found;
}
