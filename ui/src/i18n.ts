/**
 * Strings inside the kit ('Close', 'Copied!' ...) go through a translator the app installs
 * once (`setUiTranslator(t)`); until then `:name` placeholders are filled in English.
 *
 * A count is worded with an ICU plural inside the line: `{count, plural, one {# song} other {#
 * songs}}`. The branch is picked by the language's own plural rules (`Intl.PluralRules`: Polish
 * has one/few/many/other, Japanese only other), `=N` branches match exact numbers, and `#` is the
 * count written the language's way. Translators write the branches their language needs.
 */
export type UiTranslate = (text: string, values?: Record<string, string | number>) => string;

type Values = Record<string, string | number>;

const rulesCache = new Map<string, Intl.PluralRules>();
const numberCache = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let found = cache.get(locale);
  if (!found) {
    try {
      found = make(locale);
    } catch {
      // An unknown or malformed language code falls back to English rules.
      found = make("en");
    }
    // A handful of languages per visitor; the cap only guards against junk codes.
    if (cache.size > 50) cache.clear();
    cache.set(locale, found);
  }
  return found;
}

/** The count a value holds: numbers as they are, strings written with digit groups ("1,234") read back. */
function countOf(value: string | number | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const plain = value.replace(/[\s,.'\u00a0\u202f](?=\d{3}\b)/g, "");
  const n = Number(plain);
  return plain.trim() !== "" && Number.isFinite(n) ? n : null;
}

/** Index just past the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** `one {…} other {…}` → { one: "…", other: "…" }; null when the body is not a branch list. */
function branches(body: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const rest = body.slice(i);
    const key = /^\s*(=-?\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!key?.[1]) return rest.trim() === "" ? out : null;
    const open = i + key[0].length - 1;
    const end = closing(body, open);
    if (end < 0) return null;
    out.set(key[1], body.slice(open + 1, end - 1));
    i = end;
  }
  return out.has("other") ? out : null;
}

/** Replaces each `{name, plural, …}` whose value is a count; anything else is left as written. */
export function formatPlurals(text: string, values: Values | undefined, locale = "en"): string {
  if (!values || !text.includes(", plural,")) return text;
  let out = "";
  let i = 0;
  for (;;) {
    const start = text.indexOf("{", i);
    if (start < 0) break;
    const head = /^\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*,\s*plural\s*,/.exec(text.slice(start));
    const end = head ? closing(text, start) : -1;
    const count = head?.[1] ? countOf(values[head[1]]) : null;
    const options = end > 0 && head ? branches(text.slice(start + head[0].length, end - 1)) : null;
    if (!head || end < 0 || count === null || !options) {
      out += text.slice(i, start + 1);
      i = start + 1;
      continue;
    }
    const category = cached(rulesCache, locale, (l) => new Intl.PluralRules(l)).select(count);
    const chosen = options.get(`=${count}`) ?? options.get(category) ?? options.get("other") ?? "";
    const written = cached(numberCache, locale, (l) => new Intl.NumberFormat(l)).format(count);
    // `#` is the count; a nested plural in the branch is formatted too.
    out += text.slice(i, start) + formatPlurals(chosen, values, locale).replace(/#/g, written);
    i = end;
  }
  return out + text.slice(i);
}

/** Fills plurals, then `:name` placeholders. */
export function interpolate(text: string, values?: Values, locale = "en"): string {
  if (!values) return text;
  return formatPlurals(text, values, locale).replace(/:([a-zA-Z_][a-zA-Z0-9_]*)/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

let translator: UiTranslate = interpolate;

export function setUiTranslator(t: UiTranslate): void {
  translator = t;
}

export const uiT: UiTranslate = (text, values) => translator(text, values);
