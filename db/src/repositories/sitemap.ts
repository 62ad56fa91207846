import { sql } from "kysely";
import { albumLeadArtistName } from "../catalogue/items.ts";
import { listedToAll } from "../catalogue/visibility.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** What a sitemap lists: every public item of these kinds. */
export const SITEMAP_KINDS = ["artists", "albums", "tracks", "playlists", "channels", "pages"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapRow {
  id: number;
  /** The item's name, or a custom page's or channel's slug. */
  name: string;
  /** An album's first artist, for its address. */
  artist: string | null;
  updated_at: Date;
}

/**
 * The largest id of each kind: sitemap pages are id ranges, so the index needs no count of
 * public rows (each `max(id)` is one step down a primary-key index).
 */
export async function maxIds(db: Executor): Promise<Record<SitemapKind, number>> {
  const row = await db
    .selectNoFrom([
      sql<number | null>`(select max(id) from artists)`.as("artists"),
      sql<number | null>`(select max(id) from albums)`.as("albums"),
      sql<number | null>`(select max(id) from tracks)`.as("tracks"),
      sql<number | null>`(select max(id) from playlists)`.as("playlists"),
      sql<number | null>`(select max(id) from channels)`.as("channels"),
      sql<number | null>`(select max(id) from custom_pages)`.as("pages"),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(SITEMAP_KINDS.map((k) => [k, Number(row[k] ?? 0)])) as Record<SitemapKind, number>;
}

/**
 * Public rows of one kind with `afterId < id <= lastId`, in id order, at most `limit`: the
 * caller walks a range chunk by chunk, so a page never holds its whole range in memory.
 */
export async function sitemapRows(
  db: Executor,
  kind: SitemapKind,
  afterId: number,
  lastId: number,
  limit: number,
): Promise<SitemapRow[]> {
  switch (kind) {
    case "artists":
      return db
        .selectFrom("artists")
        .select(["id", "name", sql<null>`null`.as("artist"), "updated_at"])
        .where("id", ">", afterId)
        .where("id", "<=", lastId)
        .orderBy("id")
        .limit(limit)
        .execute();
    case "albums":
      return db
        .selectFrom("albums as al")
        .select(["al.id", "al.name", albumLeadArtistName.as("artist"), "al.updated_at"])
        .where("al.id", ">", afterId)
        .where("al.id", "<=", lastId)
        .where(listedToAll("al"))
        .orderBy("al.id")
        .limit(limit)
        .execute();
    case "tracks":
      return db
        .selectFrom("tracks as t")
        .select(["t.id", "t.name", sql<null>`null`.as("artist"), "t.updated_at"])
        .where("t.id", ">", afterId)
        .where("t.id", "<=", lastId)
        .where(listedToAll("t"))
        .orderBy("t.id")
        .limit(limit)
        .execute();
    case "playlists":
      return db
        .selectFrom("playlists")
        .select(["id", "name", sql<null>`null`.as("artist"), "updated_at"])
        .where("id", ">", afterId)
        .where("id", "<=", lastId)
        .where("public", "=", true)
        .orderBy("id")
        .limit(limit)
        .execute();
    case "channels":
      return (
        db
          .selectFrom("channels")
          .select(["id", "slug as name", sql<null>`null`.as("artist"), "updated_at"])
          .where("id", ">", afterId)
          .where("id", "<=", lastId)
          // A channel restricted to a genre it does not name has no page without that value.
          .where(
            sql<boolean>`not (restriction is not null and rule->>'kind' = 'genre_tracks' and rule->>'genre' is null)`,
          )
          .orderBy("id")
          .limit(limit)
          .execute()
      );
    case "pages":
      return db
        .selectFrom("custom_pages")
        .select(["id", "slug as name", sql<null>`null`.as("artist"), "updated_at"])
        .where("id", ">", afterId)
        .where("id", "<=", lastId)
        .orderBy("id")
        .limit(limit)
        .execute();
  }
}

/** Whether a track or album is listed for everyone (public now, not unlisted): only those are indexed. */
export async function isListed(db: Executor, kind: "tracks" | "albums", id: number): Promise<boolean> {
  return kind === "tracks"
    ? hasRow(db.selectFrom("tracks as t").select("t.id").where("t.id", "=", id).where(listedToAll("t")))
    : hasRow(db.selectFrom("albums as al").select("al.id").where("al.id", "=", id).where(listedToAll("al")));
}
