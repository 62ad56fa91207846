/** The app's public URLs for catalogue items, built one way everywhere. */

/**
 * URL segment for a name (docs/spec/2-product-areas.md §2): lowercased, words joined by hyphens. Latin accents are
 * dropped (Beyoncé → beyonce); letters of other scripts stay, so no name collapses to nothing.
 */
export function slug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/([a-z])[\u0300-\u036f]+/gi, "$1")
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "-"
  );
}

export const links = {
  artist: (a: { id: number; name: string }) => `/artist/${a.id}/${slug(a.name)}`,
  album: (al: { id: number; name: string; artists?: { name: string }[] }) =>
    `/album/${al.id}/${slug(al.artists?.[0]?.name ?? "artist")}/${slug(al.name)}`,
  track: (tr: { id: number; name: string }) => `/track/${tr.id}/${slug(tr.name)}`,
  playlist: (p: { id: number; name: string }) => `/playlist/${p.id}/${slug(p.name)}`,
  user: (u: { id: number; name: string }) => `/user/${u.id}/${slug(u.name)}`,
  genre: (g: { name: string }) => `/channel/genre/${encodeURIComponent(g.name)}`,
  tag: (tag: { name: string }) => `/tag/${encodeURIComponent(tag.name)}`,
  radio: (type: string, item: { id: number; name: string }) => `/radio/${type}/${item.id}/${slug(item.name)}`,
};
