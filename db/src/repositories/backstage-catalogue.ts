import { type Expression, type SqlBool, sql } from "kysely";
import { searchText } from "./catalogue.ts";
import type { NamedRef } from "./catalogue-admin.ts";
import type { Executor } from "./executor.ts";

/**
 * What an artist owns in backstage: their artist profiles (artists.owner_id), the tracks and
 * albums crediting one of them, and their own uploads not yet credited to anyone. An admin's
 * scope is `null`: everything.
 */
export interface OwnerScope {
  userId: number;
  artistIds: number[];
}

export interface OwnedArtistRow {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
}

export async function ownedArtists(db: Executor, userId: number): Promise<OwnedArtistRow[]> {
  return db
    .selectFrom("artists")
    .select(["id", "name", "image", "verified"])
    .where("owner_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** Who an item belongs to: its owner and credited artists (empty when the item is unknown). */
export interface ItemOwnership {
  owner_id: number | null;
  artist_ids: number[];
}

export async function trackOwnership(db: Executor, id: number): Promise<ItemOwnership | undefined> {
  return db
    .selectFrom("tracks as t")
    .select([
      "t.owner_id",
      sql<
        number[]
      >`coalesce((select json_agg(ta.artist_id) from track_artist ta where ta.track_id = t.id), '[]'::json)`.as(
        "artist_ids",
      ),
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();
}

export async function albumOwnership(db: Executor, id: number): Promise<ItemOwnership | undefined> {
  return db
    .selectFrom("albums as al")
    .select([
      "al.owner_id",
      sql<
        number[]
      >`coalesce((select json_agg(aa.artist_id) from album_artist aa where aa.album_id = al.id), '[]'::json)`.as(
        "artist_ids",
      ),
    ])
    .where("al.id", "=", id)
    .executeTakeFirst();
}

export async function artistOwner(db: Executor, id: number): Promise<{ owner_id: number | null } | undefined> {
  return db.selectFrom("artists").select("owner_id").where("id", "=", id).executeTakeFirst();
}

const idList = (ids: number[]) => sql.join(ids.length ? ids : [-1]);

function ownsTrack(scope: OwnerScope | null): Expression<SqlBool> {
  if (!scope) return sql<SqlBool>`true`;
  return sql<SqlBool>`(t.id in (select ta.track_id from track_artist ta where ta.artist_id in (${idList(scope.artistIds)}))
    or (t.owner_id = ${scope.userId} and not exists (select 1 from track_artist ta2 where ta2.track_id = t.id)))`;
}

function ownsAlbum(scope: OwnerScope | null): Expression<SqlBool> {
  if (!scope) return sql<SqlBool>`true`;
  return sql<SqlBool>`(al.id in (select aa.album_id from album_artist aa where aa.artist_id in (${idList(scope.artistIds)}))
    or (al.owner_id = ${scope.userId} and not exists (select 1 from album_artist aa2 where aa2.album_id = al.id)))`;
}

const like = (q: string) => `%${q.replace(/[%_\\]/g, "\\$&")}%`;

export interface OwnTrackRow {
  id: number;
  name: string;
  image: string | null;
  album_name: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
  duration_ms: number;
  plays: number;
  created_at: Date;
  processing: boolean;
}

export async function ownTracks(
  db: Executor,
  scope: OwnerScope | null,
  page: { query: string; offset: number; limit: number },
): Promise<{ rows: OwnTrackRow[]; total: number }> {
  const q = searchText(page.query);
  const base = db
    .selectFrom("tracks as t")
    .where(ownsTrack(scope))
    .$if(q !== "", (qb) => qb.where("t.search_name", "like", like(q)));
  const [rows, total] = await Promise.all([
    base
      .leftJoin("albums as al", "al.id", "t.album_id")
      .select([
        "t.id",
        "t.name",
        sql<string | null>`coalesce(t.image, al.image)`.as("image"),
        "al.name as album_name",
        "t.private",
        "t.unlisted",
        "t.publish_at",
        "t.duration_ms",
        "t.plays",
        "t.created_at",
        sql<boolean>`exists (select 1 from media_jobs j where j.track_id = t.id and j.status in ('queued', 'running'))`.as(
          "processing",
        ),
      ])
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export interface OwnAlbumRow {
  id: number;
  name: string;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
  release_date: string | null;
  tracks_count: number;
  created_at: Date;
}

export async function ownAlbums(
  db: Executor,
  scope: OwnerScope | null,
  page: { query: string; offset: number; limit: number },
): Promise<{ rows: OwnAlbumRow[]; total: number }> {
  const q = searchText(page.query);
  const base = db
    .selectFrom("albums as al")
    .where(ownsAlbum(scope))
    .$if(q !== "", (qb) => qb.where("al.search_name", "like", like(q)));
  const [rows, total] = await Promise.all([
    base
      .select([
        "al.id",
        "al.name",
        "al.image",
        "al.private",
        "al.unlisted",
        "al.publish_at",
        sql<string | null>`to_char(al.release_date, 'YYYY-MM-DD')`.as("release_date"),
        sql<number>`(select count(*)::int from tracks t where t.album_id = al.id)`.as("tracks_count"),
        "al.created_at",
      ])
      .orderBy("al.created_at", "desc")
      .orderBy("al.id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function countOwn(db: Executor, scope: OwnerScope | null): Promise<{ tracks: number; albums: number }> {
  const [tracks, albums] = await Promise.all([
    db
      .selectFrom("tracks as t")
      .select(sql<number>`count(*)::int`.as("n"))
      .where(ownsTrack(scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("albums as al")
      .select(sql<number>`count(*)::int`.as("n"))
      .where(ownsAlbum(scope))
      .executeTakeFirstOrThrow(),
  ]);
  return { tracks: tracks.n, albums: albums.n };
}

/** The album picker of an artist's track form: their own albums only. */
export async function searchOwnAlbumRefs(
  db: Executor,
  scope: OwnerScope,
  query: string,
  limit: number,
): Promise<NamedRef[]> {
  const q = searchText(query);
  return db
    .selectFrom("albums as al")
    .select(["al.id", "al.name"])
    .where(ownsAlbum(scope))
    .$if(q !== "", (qb) => qb.where("al.search_name", "like", like(q)))
    .orderBy(sql`al.search_name like ${`${q}%`}`, "desc")
    .orderBy("al.search_name")
    .limit(limit)
    .execute();
}

/** Which of these ids the scope owns (unknown ids are simply absent). */
export async function ownedTrackIds(db: Executor, scope: OwnerScope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom("tracks as t")
    .select("t.id")
    .where("t.id", "in", ids)
    .where(ownsTrack(scope))
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function ownedAlbumIds(db: Executor, scope: OwnerScope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom("albums as al")
    .select("al.id")
    .where("al.id", "in", ids)
    .where(ownsAlbum(scope))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The stored audio of these tracks, read before they are deleted so the bytes can go after. */
export async function trackAudioPaths(db: Executor, ids: number[]): Promise<(string | null)[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom("tracks").select(["audio_path", "original_path"]).where("id", "in", ids).execute();
  return rows.flatMap((r) => [r.audio_path, r.original_path]);
}

/** Tracks of albums about to be deleted become singles: their album link is cut. */
export async function detachAlbumTracks(db: Executor, albumIds: number[]): Promise<void> {
  if (!albumIds.length) return;
  await db
    .updateTable("tracks")
    .set({ album_id: null, updated_at: sql<Date>`now()` })
    .where("album_id", "in", albumIds)
    .execute();
}

/** Scheduled releases whose time has come become plainly public; answers how many did. */
export async function publishDue(db: Executor): Promise<number> {
  let n = 0;
  for (const table of ["tracks", "albums"] as const) {
    const result = await db
      .updateTable(table)
      .set({ private: false, updated_at: sql<Date>`now()` })
      .where("private", "=", true)
      .where("publish_at", "is not", null)
      .where("publish_at", "<=", sql<Date>`now()`)
      .executeTakeFirst();
    n += Number(result.numUpdatedRows);
  }
  return n;
}
