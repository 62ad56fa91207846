import { SITEMAP_KINDS, type SitemapKind, sitemapRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { hasPermission } from "../permissions/check.ts";
import { loadViewer } from "../users/current-user.ts";
import { pagePaths } from "./links.ts";

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
const CHUNK = 2000;

export interface SitemapEntry {
  loc: string;
  lastmod: string;
}

export interface SitemapFile {
  kind: SitemapKind;
  page: number;
  loc: string;
}

/** Catalogue kinds are listed only when guests may open them (the guest role holds music.view). */
async function listedKinds(services: CoreServices): Promise<readonly SitemapKind[]> {
  const guest = await loadViewer(services.db, null);
  return hasPermission(guest, "music.view") ? SITEMAP_KINDS : (["pages"] as const);
}

/**
 * The sitemap index: one file per kind and id range of `perFile` ids, so no file can hold more
 * than `perFile` addresses and the index needs only each table's largest id.
 */
export async function sitemapFiles(services: CoreServices, perFile = SITEMAP_MAX_URLS): Promise<SitemapFile[]> {
  const [kinds, max] = await Promise.all([listedKinds(services), sitemapRepo.maxIds(services.db)]);
  const base = services.config.appUrl.replace(/\/+$/, "");
  return kinds.flatMap((kind) =>
    Array.from({ length: Math.ceil(max[kind] / perFile) }, (_, i) => ({
      kind,
      page: i + 1,
      loc: `${base}/sitemaps/${kind}-${i + 1}.xml`,
    })),
  );
}

export function isSitemapKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}

/**
 * The addresses of one sitemap file, read in chunks of rows: a caller streaming them holds one
 * chunk at a time. Yields nothing for a kind guests may not open.
 */
export async function* sitemapEntries(
  services: CoreServices,
  kind: SitemapKind,
  page: number,
  perFile = SITEMAP_MAX_URLS,
): AsyncGenerator<SitemapEntry> {
  if (!(await listedKinds(services)).includes(kind) || !(page >= 1)) return;
  const base = services.config.appUrl.replace(/\/+$/, "");
  const last = page * perFile;
  let after = (page - 1) * perFile;
  while (after < last) {
    const rows = await sitemapRepo.sitemapRows(services.db, kind, after, last, CHUNK);
    for (const row of rows) {
      yield { loc: base + pathOf(kind, row), lastmod: new Date(row.updated_at).toISOString() };
    }
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]?.id ?? last;
  }
}

function pathOf(kind: SitemapKind, row: { id: number; name: string; artist: string | null }): string {
  switch (kind) {
    case "artists":
      return pagePaths.artist(row.id, row.name);
    case "albums":
      return pagePaths.album(row.id, row.artist, row.name);
    case "tracks":
      return pagePaths.track(row.id, row.name);
    case "playlists":
      return pagePaths.playlist(row.id, row.name);
    case "channels":
      return pagePaths.channel(row.name);
    case "pages":
      return pagePaths.page(row.id, row.name);
  }
}
