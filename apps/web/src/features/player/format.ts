import { t } from "../../global/i18n.ts";

/** 3:07, or 1:02:03 past an hour. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) seconds = 0;
  const s = Math.floor(seconds % 60);
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600);
  return h ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}` : `${m}:${String(s).padStart(2, "0")}`;
}

/** "1 hr 12 min" / "34 min 10 sec" for collection lengths. */
export function formatLength(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return t(":h hr :m min", { h, m });
  return s && m < 10 ? t(":m min :s sec", { m, s }) : t(":m min", { m });
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(undefined, {
    notation: n >= 10_000 ? "compact" : "standard",
    maximumFractionDigits: 1,
  }).format(n);
}

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

/** A stable hue from an id, for header gradients behind generated artwork. */
export function hueOf(n: number): number {
  return (n * 137) % 360;
}

/**
 * The values of a counted line such as `{count, plural, one {:number play} other {:number plays}}`:
 * `count` picks the plural branch, `number` is the count as shown (compact from 10,000: "12.3K").
 */
export function counted(count: number): { count: number; number: string } {
  return { count, number: formatCount(count) };
}
