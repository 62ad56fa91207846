/**
 * Writes the catalogue of the interface's source strings (every `t("…")` of the web app, the
 * kit and the e-mails) to packages/core/src/localizations/source-strings.json, which the
 * translate screen lists. `bun test packages/core/src/localizations` fails until it is re-run
 * after strings change.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { collectSourceStrings } from "../packages/core/src/localizations/extract-strings.ts";

const root = join(import.meta.dir, "..");
const strings = collectSourceStrings(root);
writeFileSync(
  join(root, "packages/core/src/localizations/source-strings.json"),
  `${JSON.stringify(strings, null, 2)}\n`,
);
console.log(`${strings.length} source strings`);
