/**
 * What the translate screen shows of the source strings: a search over source and translation,
 * a filter by state, and pages. Edits not yet saved count as the string's translation.
 */
export type LineFilter = "all" | "untranslated" | "translated";

export const LINES_PER_PAGE = 50;

export interface TranslateView {
  rows: string[];
  total: number;
  page: number;
  lastPage: number;
}

export function translateView(
  sources: readonly string[],
  translation: (source: string) => string,
  options: { query: string; filter: LineFilter; page: number; perPage?: number },
): TranslateView {
  const perPage = options.perPage ?? LINES_PER_PAGE;
  const needle = options.query.trim().toLocaleLowerCase();
  const matching = sources.filter((source) => {
    const value = translation(source);
    if (options.filter === "untranslated" && value !== "") return false;
    if (options.filter === "translated" && value === "") return false;
    return !needle || source.toLocaleLowerCase().includes(needle) || value.toLocaleLowerCase().includes(needle);
  });
  const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(Math.max(1, Math.trunc(options.page) || 1), lastPage);
  return { rows: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, lastPage };
}

/** Splits edits into the batches one save call accepts. */
export function saveBatches<T>(lines: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < lines.length; i += size) batches.push(lines.slice(i, i + size));
  return batches;
}

const PLACEHOLDER = /:([a-zA-Z_][a-zA-Z0-9_]*)/g;

/**
 * Placeholders of the source (`:name`) that a translation leaves out: the interface would show
 * the text without the value, so the screen points them out.
 */
export function missingPlaceholders(source: string, translation: string): string[] {
  if (translation.trim() === "") return [];
  const present = new Set([...translation.matchAll(PLACEHOLDER)].map((m) => m[1]));
  const wanted = [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ""))];
  return wanted.filter((name) => name && !present.has(name)).map((name) => `:${name}`);
}
