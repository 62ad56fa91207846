import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Finds the interface's source strings in code: the literal first argument of `t(…)`, `uiT(…)`
 * and `toast(…)` (also the literal fallback in `t(x || "…")` and both messages of
 * `t(n === 1 ? "…" : "…")`), and the literal labels, titles and
 * messages of the objects screens translate by reference (`t(item.label)`), such as the admin
 * sidebar. A string built at run time cannot be found; those keep their English text.
 */
const CALL =
  /(?<![\w.$])(?:t|uiT)\(\s*(?:[\w.?[\]]+\s*(?:\|\||\?\?)\s*)?("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\$]|\\.)*`)\s*[,)]/g;
/** `toast("…")` translates its message itself (global/toasts.tsx). */
const TOAST = /(?<![\w.$])toast(?:\.\w+)?\(\s*("(?:[^"\\\n]|\\.)*")\s*[,)]/g;
/** A choice between two messages: `t(n === 1 ? "1 item" : ":count items", …)`, likewise for toasts. */
const CHOICE =
  /(?<![\w.$])(?:t|uiT|toast(?:\.\w+)?)\(\s*[^()"'`;]*?\?\s*("(?:[^"\\\n]|\\.)*")\s*:\s*("(?:[^"\\\n]|\\.)*")/g;
const LABEL =
  /(?<![\w$])(?:label|title|header|message|description|placeholder|searchLabel|trueLabel|falseLabel)\s*:\s*("(?:[^"\\\n]|\\.)*")/g;

function unquote(literal: string): string {
  const quote = literal[0];
  const body = literal.slice(1, -1);
  if (quote === '"') return JSON.parse(literal) as string;
  // Single quotes and backticks: the same escapes as JSON once the quote itself is unescaped.
  return JSON.parse(`"${body.replace(quote === "'" ? /\\'/g : /\\`/g, quote ?? "").replace(/"/g, '\\"')}"`) as string;
}

export function extractSourceStrings(code: string, options: { labels?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(CALL)) if (m[1]) found.push(unquote(m[1]));
  for (const m of code.matchAll(TOAST)) if (m[1]) found.push(unquote(m[1]));
  for (const m of code.matchAll(CHOICE)) for (const literal of [m[1], m[2]]) if (literal) found.push(unquote(literal));
  if (options.labels !== false)
    for (const m of code.matchAll(LABEL)) {
      const value = m[1] ? unquote(m[1]) : "";
      // A label is words; ids, numbers and CSS values are not interface text.
      if (/^\p{L}/u.test(value)) found.push(value);
    }
  return found.filter((s) => s.trim() !== "");
}

/** Folders whose code is the interface (the web app, the kit, the e-mail templates). */
export const SOURCE_FOLDERS = ["apps/web/src", "ui/src", "packages/email/src"];

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|css)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every source string of the repository at `root`, sorted and without duplicates. */
export function collectSourceStrings(root: string): string[] {
  const all = new Set<string>();
  for (const folder of SOURCE_FOLDERS)
    for (const file of codeFiles(join(root, folder))) {
      // Demo data of the kit gallery is not interface text (fake error messages, sample titles).
      const labels = !/sample-data/.test(relative(root, file));
      for (const s of extractSourceStrings(readFileSync(file, "utf8"), { labels })) all.add(s);
    }
  return [...all].sort();
}
