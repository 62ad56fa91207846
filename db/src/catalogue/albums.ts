import { type Expression, type SqlBool, sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import { countRows } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";
import {
  type AlbumItemRow,
  type ArtistRef,
  albumItemsQuery,
  type Limit,
  type NamedRef,
  pageLimit,
  type TrackItemRow,
  trackItemsQuery,
} from "./items.ts";
import * as owned from "./owned.ts";
import { deleteItems } from "./rows.ts";
import { searchText } from "./text.ts";
import { deleteTracks } from "./tracks.ts";
import { albumVisible, byLink, type OwnerScope, onAlbumPage, ownsAlbum, type Visibility } from "./visibility.ts";

/** Albums: their page, lists, the media pipeline's writes, the edit form, deletes and backstage ownership. */

export function artistAlbumsQuery(
  db: Executor,
  v: Visibility,
  artistId: number | Expression<number | null>,
  offset: Limit,
  limit: Limit,
) {
  return albumItemsQuery(db, v)
    .where("al.id", "in", (eb) => eb.selectFrom("album_artist").select("album_id").where("artist_id", "=", artistId))
    .orderBy(sql`al.release_date desc nulls last`)
    .orderBy("al.id", "desc")
    .offset(offset)
    .limit(limit);
}

export async function artistAlbums(db: Executor, v: Visibility, artistId: number, offset: number, limit: number) {
  return artistAlbumsQuery(db, v, artistId, offset, limit).execute() as Promise<AlbumItemRow[]>;
}

export interface AlbumDetailRow extends AlbumItemRow {
  description: string | null;
  private: boolean;
  owner_id: number | null;
  duration_ms: number;
  tracks_count: number;
  plays: number;
  tags: { name: string; display_name: string }[];
  genres: { name: string; display_name: string }[];
}

function findAlbumQuery(db: Executor, v: Visibility, id: number) {
  return albumItemsQuery(db, v)
    .select([
      "al.description",
      "al.private",
      "al.owner_id",
      sql<number>`coalesce((select sum(t.duration_ms)::int from tracks t where t.album_id = al.id), 0)`.as(
        "duration_ms",
      ),
      sql<number>`(select count(*)::int from tracks t where t.album_id = al.id)`.as("tracks_count"),
      sql<number>`coalesce((select sum(t.plays)::int from tracks t where t.album_id = al.id), 0)`.as("plays"),
      sql<AlbumDetailRow["tags"]>`coalesce((select json_agg(json_build_object('name', tg.name,
        'display_name', tg.display_name) order by tg.name) from album_tag at2 join tags tg on tg.id = at2.tag_id
        where at2.album_id = al.id), '[]'::json)`.as("tags"),
      sql<AlbumDetailRow["genres"]>`coalesce((select json_agg(json_build_object('name', x.name,
        'display_name', x.display_name) order by x.name) from (select distinct g.name, g.display_name
        from tracks t join track_genre tg on tg.track_id = t.id join genres g on g.id = tg.genre_id
        where t.album_id = al.id) x), '[]'::json)`.as("genres"),
    ])
    .where("al.id", "=", id);
}

export async function findAlbum(db: Executor, v: Visibility, id: number): Promise<AlbumDetailRow | undefined> {
  return findAlbumQuery(db, byLink(v), id).executeTakeFirst() as Promise<AlbumDetailRow | undefined>;
}

/** The tracks of an album's page, in disc and track order. */
function albumTracksQuery(db: Executor, v: Visibility, albumId: number, limit: Limit) {
  return trackItemsQuery(db, byLink(v))
    .where(onAlbumPage(albumId))
    .orderBy("t.disc")
    .orderBy("t.number")
    .orderBy("t.id")
    .limit(limit);
}

export async function albumTracks(db: Executor, v: Visibility, albumId: number, limit = 500) {
  return albumTracksQuery(db, v, albumId, limit).execute() as Promise<TrackItemRow[]>;
}

export interface AlbumPageRow {
  album: AlbumDetailRow | null;
  tracks: TrackItemRow[];
  /** Albums of the album's first artist (the album itself included when visible). */
  more_by_artist: AlbumItemRow[];
}

/** Everything the album page shows, in one statement (see `artistPage`). */
export async function albumPage(
  db: Executor,
  v: Visibility,
  id: number,
  limits: { tracks: number; moreByArtist: number },
): Promise<AlbumPageRow> {
  // The first artist as the album's artist list orders them; no rows when the album is hidden.
  const firstArtist = sql<number | null>`(select aa.artist_id from albums al
    join album_artist aa on aa.album_id = al.id join artists a on a.id = aa.artist_id
    where al.id = ${id} and ${albumVisible(byLink(v))} order by aa.position, a.id limit 1)`;
  return db
    .selectNoFrom([
      jsonObjectFrom(findAlbumQuery(db, byLink(v), id)).as("album"),
      jsonArrayFrom(albumTracksQuery(db, v, id, pageLimit(limits.tracks))).as("tracks"),
      jsonArrayFrom(artistAlbumsQuery(db, v, firstArtist, pageLimit(0), pageLimit(limits.moreByArtist))).as(
        "more_by_artist",
      ),
    ])
    .executeTakeFirstOrThrow() as Promise<AlbumPageRow>;
}

export async function insertAlbum(
  db: Executor,
  album: {
    name: string;
    release_date?: string | null;
    image?: string | null;
    description?: string | null;
    record_type?: string;
    private?: boolean;
    unlisted?: boolean;
    publish_at?: Date | null;
    owner_id?: number | null;
    artistIds: number[];
  },
): Promise<number> {
  const row = await db
    .insertInto("albums")
    .values({
      name: album.name,
      search_name: searchText(album.name),
      release_date: album.release_date ?? null,
      image: album.image ?? null,
      description: album.description ?? null,
      record_type: album.record_type ?? "album",
      private: album.private ?? false,
      unlisted: album.unlisted ?? false,
      publish_at: album.publish_at ?? null,
      owner_id: album.owner_id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (album.artistIds.length)
    await db
      .insertInto("album_artist")
      .values(album.artistIds.map((artist_id, position) => ({ album_id: row.id, artist_id, position })))
      .execute();
  return row.id;
}

export async function newestAlbums(db: Executor, v: Visibility, offset: number, limit: number) {
  return albumItemsQuery(db, v)
    .orderBy(sql`al.release_date desc nulls last`)
    .orderBy("al.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function popularAlbums(db: Executor, v: Visibility, offset: number, limit: number) {
  return albumItemsQuery(db, v)
    .orderBy(sql`(select coalesce(sum(t.plays), 0) from tracks t where t.album_id = al.id)`, "desc")
    .orderBy("al.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function albumsByIds(db: Executor, v: Visibility, ids: number[]): Promise<AlbumItemRow[]> {
  if (!ids.length) return [];
  return albumItemsQuery(db, v).where("al.id", "in", ids).execute() as Promise<AlbumItemRow[]>;
}

export async function tagAlbumIds(db: Executor, albumId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length)
    await db
      .insertInto("album_tag")
      .values([...new Set(tagIds)].map((tag_id) => ({ album_id: albumId, tag_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** An album of the given first artist by name, case-insensitively. */
export async function findAlbumIdByArtist(db: Executor, artistId: number, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("albums as al")
    .innerJoin("album_artist as aa", "aa.album_id", "al.id")
    .select("al.id")
    .where("aa.artist_id", "=", artistId)
    .where("aa.position", "=", 0)
    .where("al.search_name", "=", searchText(name))
    .where(sql<SqlBool>`lower(al.name) = lower(${name})`)
    .orderBy("al.id")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function setAlbumMedia(
  db: Executor,
  albumId: number,
  media: { image?: string | null; musicbrainz_id?: string | null },
): Promise<void> {
  // Fills gaps only: a cover or id set by hand (or by an earlier track) is kept.
  for (const column of ["image", "musicbrainz_id"] as const) {
    const value = media[column];
    if (value)
      await db
        .updateTable("albums")
        .set({ [column]: value })
        .where("id", "=", albumId)
        .where(column, "is", null)
        .execute();
  }
}

export interface AlbumEditRow extends AlbumFields {
  id: number;
  artists: ArtistRef[];
  owner_id: number | null;
  tags: string[];
  tracks: { id: number; name: string; number: number; disc: number; duration_ms: number }[];
}

export async function findAlbumForEdit(db: Executor, id: number): Promise<AlbumEditRow | undefined> {
  return db
    .selectFrom("albums as al")
    .select([
      "al.id",
      "al.name",
      sql<
        ArtistRef[]
      >`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by aa.position, a.id)
        from album_artist aa join artists a on a.id = aa.artist_id where aa.album_id = al.id), '[]'::json)`.as(
        "artists",
      ),
      sql<string | null>`to_char(al.release_date, 'YYYY-MM-DD')`.as("release_date"),
      "al.record_type",
      "al.description",
      "al.image",
      "al.private",
      "al.unlisted",
      "al.publish_at",
      "al.owner_id",
      sql<string[]>`coalesce((select json_agg(tg.display_name order by tg.display_name)
        from album_tag at join tags tg on tg.id = at.tag_id where at.album_id = al.id), '[]'::json)`.as("tags"),
      sql<AlbumEditRow["tracks"]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name,
        'number', t.number, 'disc', t.disc, 'duration_ms', t.duration_ms) order by t.disc, t.number, t.id)
        from tracks t where t.album_id = al.id), '[]'::json)`.as("tracks"),
    ])
    .where("al.id", "=", id)
    .executeTakeFirst();
}

/** Albums by name for a picker: those starting with the query first, then by name. */
function albumRefsQuery(db: Executor, query: string, limit: number) {
  const q = searchText(query);
  return db
    .selectFrom("albums as al")
    .where(owned.nameContains("album", query))
    .orderBy(sql`al.search_name like ${`${q}%`}`, "desc")
    .orderBy("al.search_name")
    .limit(limit);
}

export async function searchAlbumRefs(db: Executor, query: string, limit: number) {
  return albumRefsQuery(db, query, limit)
    .select([
      "al.id",
      "al.name",
      sql<string | null>`(select string_agg(a.name, ', ' order by aa.position) from album_artist aa
        join artists a on a.id = aa.artist_id where aa.album_id = al.id)`.as("artists"),
    ])
    .execute();
}

export const setAlbumArtists = (db: Executor, albumId: number, artistIds: number[]) =>
  owned.setArtists(db, "album", albumId, artistIds);

export const setAlbumTags = (db: Executor, albumId: number, tagIds: number[]) =>
  owned.setLabels(db, "album", albumId, tagIds);

/** The album's track ids as stored; a reorder must name exactly these. */
export async function albumTrackIds(db: Executor, albumId: number): Promise<number[]> {
  const rows = await db.selectFrom("tracks").select("id").where("album_id", "=", albumId).execute();
  return rows.map((r) => r.id);
}

/** Numbers the album's tracks 1..n in the given order (one disc: the order is the running order). */
export async function setAlbumTrackOrder(db: Executor, albumId: number, trackIds: number[]): Promise<void> {
  if (!trackIds.length) return;
  const values = sql.join(trackIds.map((id, i) => sql`(${id}::int, ${i + 1}::int)`));
  await sql`update tracks set number = v.n, disc = 1, updated_at = now()
    from (values ${values}) as v(id, n) where tracks.id = v.id and tracks.album_id = ${albumId}`.execute(db);
}

export interface AlbumFields {
  name: string;
  release_date: string | null;
  record_type: string;
  description: string | null;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
}

export const updateAlbum = (db: Executor, id: number, fields: AlbumFields) =>
  owned.updateItem(db, "album", id, { ...fields });

/** The tracks of these albums (deleted along with them). */
export async function albumTrackIdsOf(db: Executor, albumIds: number[]): Promise<number[]> {
  if (!albumIds.length) return [];
  const rows = await db.selectFrom("tracks").select("id").where("album_id", "in", albumIds).execute();
  return rows.map((t) => t.id);
}

/** Deletes albums with their tracks: an album's tracks are its content. */
export async function deleteAlbums(db: Executor, ids: number[]): Promise<number> {
  await deleteTracks(db, await albumTrackIdsOf(db, ids));
  return deleteItems(db, "album", ids);
}

export const albumOwnership = (db: Executor, id: number) => owned.ownership(db, "album", id);

export interface OwnAlbumRow extends owned.OwnItemRow {
  release_date: string | null;
  tracks_count: number;
}

export async function ownAlbums(
  db: Executor,
  scope: OwnerScope | null,
  page: { query: string; offset: number; limit: number },
): Promise<{ rows: OwnAlbumRow[]; total: number }> {
  const base = db.selectFrom("albums as al").where(ownsAlbum(scope)).where(owned.nameContains("album", page.query));
  return owned.withTotal(
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
    countRows(base),
  );
}

/** The album picker of an artist's track form: their own albums only. */
export async function searchOwnAlbumRefs(
  db: Executor,
  scope: OwnerScope,
  query: string,
  limit: number,
): Promise<NamedRef[]> {
  return albumRefsQuery(db, query, limit).select(["al.id", "al.name"]).where(ownsAlbum(scope)).execute();
}

export const ownedAlbumIds = (db: Executor, scope: OwnerScope, ids: number[]) =>
  owned.ownedIds(db, "album", scope, ids);

/** Tracks of albums about to be deleted become singles: their album link is cut. */
export async function detachAlbumTracks(db: Executor, albumIds: number[]): Promise<void> {
  if (!albumIds.length) return;
  await db
    .updateTable("tracks")
    .set({ album_id: null, updated_at: sql<Date>`now()` })
    .where("album_id", "in", albumIds)
    .execute();
}

/** Albums the scope owns (all of them for an admin's `null`). */
export const countInScope = (db: Executor, scope: OwnerScope | null) => owned.countOwned(db, "album", scope);

/** Scheduled albums whose time has come become plainly public; answers how many did. */
export const publishDue = (db: Executor) => owned.publishDue(db, "album");
