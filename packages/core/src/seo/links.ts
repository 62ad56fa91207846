/**
 * Addresses of public pages as the web app builds them (docs/spec/2-product-areas.md §2): the name segment is the
 * name lowercased with words joined by hyphens, Latin accents dropped, other scripts kept.
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

const seg = (name: string) => encodeURIComponent(slug(name));

export const pagePaths = {
  artist: (id: number, name: string) => `/artist/${id}/${seg(name)}`,
  album: (id: number, artist: string | null | undefined, name: string) =>
    `/album/${id}/${seg(artist ?? "artist")}/${seg(name)}`,
  albumEmbed: (id: number, artist: string | null | undefined, name: string) =>
    `/album/${id}/${seg(artist ?? "artist")}/${seg(name)}/embed`,
  track: (id: number, name: string) => `/track/${id}/${seg(name)}`,
  trackEmbed: (id: number, name: string) => `/track/${id}/${seg(name)}/embed`,
  playlist: (id: number, name: string) => `/playlist/${id}/${seg(name)}`,
  user: (id: number, name: string) => `/user/${id}/${seg(name)}`,
  channel: (slugOrId: string, restriction?: string | null) =>
    `/channel/${encodeURIComponent(slugOrId)}${restriction ? `/${encodeURIComponent(restriction)}` : ""}`,
  genre: (name: string) => `/channel/genre/${encodeURIComponent(name)}`,
  tag: (name: string) => `/tag/${encodeURIComponent(name)}`,
  radio: (type: string, id: number, name: string) => `/radio/${encodeURIComponent(type)}/${id}/${seg(name)}`,
  search: (query: string) => `/search/${encodeURIComponent(query)}`,
  page: (id: number, pageSlug: string) => `/pages/${id}/${encodeURIComponent(pageSlug)}`,
};
