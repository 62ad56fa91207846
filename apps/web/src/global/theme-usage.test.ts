import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|\b(?:white|black)\b/i;

/** The global layer and the gallery style themselves only through the kit's theme contract. */
test("global layer and gallery styles use no literal colours", () => {
  const found: string[] = [];
  for (const dir of [import.meta.dir, join(import.meta.dir, "../features/gallery")]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".css.ts"))) {
      const code = readFileSync(join(dir, file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:])\/\/.*$/gm, "$1");
      code.split("\n").forEach((line, i) => {
        if (LITERAL_COLOUR.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
  }
  expect(found).toEqual([]);
});
