/** How catalogue names are matched: the normalised search form, genre and tag keys, LIKE patterns. */

/** Lowercased, accents stripped, punctuation to spaces: what `search_name` holds. */
export function searchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A genre or tag's key: what its page URL and uniqueness use. */
export function slugName(displayName: string): string {
  return searchText(displayName).replace(/ /g, "-");
}

/** Names by key; the first spelling of a name wins ("Acoustic" over a later "acoustic"). */
export function namesByKey(displayNames: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const d of displayNames) {
    const key = slugName(d);
    if (key && !map.has(key)) map.set(key, d);
  }
  return map;
}

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[%_\\]/g, "\\$&")}%`;
