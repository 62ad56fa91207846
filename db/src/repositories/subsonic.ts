import { type Expression, type SqlBool, sql } from "kysely";
import {
  type AlbumItemRow,
  type ArtistItemRow,
  albumItemsQuery,
  artistItemsQuery,
  type TrackItemRow,
  trackItemsQuery,
} from "../catalogue/items.ts";
import { albumVisible, byLink, listedToAll, onAlbumPage, type Visibility } from "../catalogue/visibility.ts";
import type { Executor } from "./executor.ts";

/**
 * What the Subsonic protocol shows beyond the web app's list items: years, genres, sizes and the
 * asking user's stars and ratings. Lists pick their ids with the catalogue's visibility rules and
 * then read these rows by id, so every list shares one shape.
 */

export interface SongRow extends TrackItemRow {
  album_id: number | null;
  year: number | null;
  genre: string | null;
  audio_size: number | null;
  audio_mime: string | null;
  bitrate: number | null;
  created_at: Date;
  starred_at: Date | null;
  rating: number | null;
  has_lyrics: boolean;
}

export interface AlbumRow extends AlbumItemRow {
  song_count: number;
  duration_ms: number;
  plays: number;
  created_at: Date;
  year: number | null;
  genre: string | null;
  starred_at: Date | null;
  rating: number | null;
}

export interface ArtistRow extends ArtistItemRow {
  album_count: number;
  starred_at: Date | null;
  rating: number | null;
}

const LIST_CAP = 50_000;

const starredAt = (type: "track" | "album" | "artist", ref: string, userId: number | null) =>
  userId === null
    ? sql<Date | null>`null::timestamptz`
    : sql<Date | null>`(select l.created_at from likes l where l.user_id = ${userId}
        and l.likeable_type = ${type} and l.likeable_id = ${sql.ref(ref)})`;

const ratingOf = (type: "track" | "album" | "artist", ref: string, userId: number | null) =>
  userId === null
    ? sql<number | null>`null::int`
    : sql<number | null>`(select r.rating::int from subsonic_ratings r where r.user_id = ${userId}
        and r.item_type = ${type} and r.item_id = ${sql.ref(ref)})`;

function songsQuery(db: Executor, v: Visibility) {
  const userId = v.userId;
  return trackItemsQuery(db, v).select([
    "t.album_id",
    sql<number | null>`extract(year from tal.release_date)::int`.as("year"),
    sql<string | null>`(select g.display_name from track_genre tg join genres g on g.id = tg.genre_id
      where tg.track_id = t.id order by g.name limit 1)`.as("genre"),
    "t.audio_size",
    "t.audio_mime",
    "t.bitrate",
    "t.created_at",
    starredAt("track", "t.id", userId).as("starred_at"),
    ratingOf("track", "t.id", userId).as("rating"),
    sql<boolean>`(t.lyrics is not null or t.lyrics_synced is not null)`.as("has_lyrics"),
  ]);
}

function albumsQuery(db: Executor, v: Visibility) {
  const userId = v.userId;
  // The album's totals in one pass over its tracks (not one subquery per total).
  return albumItemsQuery(db, v)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("tracks as st")
          .select([
            sql<number>`count(*)::int`.as("song_count"),
            sql<number>`coalesce(sum(st.duration_ms), 0)::int`.as("duration_ms"),
            sql<number>`coalesce(sum(st.plays), 0)::int`.as("plays"),
          ])
          .whereRef("st.album_id", "=", "al.id")
          .as("totals"),
      (join) => join.onTrue(),
    )
    .select([
      "totals.song_count",
      "totals.duration_ms",
      "totals.plays",
      "al.created_at",
      sql<number | null>`extract(year from al.release_date)::int`.as("year"),
      sql<string | null>`(select (array_agg(g.display_name order by g.name))[1] from tracks gt
        join track_genre tg on tg.track_id = gt.id join genres g on g.id = tg.genre_id where gt.album_id = al.id)`.as(
        "genre",
      ),
      starredAt("album", "al.id", userId).as("starred_at"),
      ratingOf("album", "al.id", userId).as("rating"),
    ]);
}

/** Albums of an artist a viewer may list: what `album_count` and the artist's album list agree on. */
function listedAlbumFilter(v: Visibility): Expression<SqlBool> {
  return albumVisible({ ...v, reach: "listed" });
}

function artistsQuery(db: Executor, v: Visibility) {
  return artistItemsQuery(db).select([
    sql<number>`(select count(*)::int from album_artist aa join albums al on al.id = aa.album_id
      where aa.artist_id = ar.id and ${listedAlbumFilter(v)})`.as("album_count"),
    starredAt("artist", "ar.id", v.userId).as("starred_at"),
    ratingOf("artist", "ar.id", v.userId).as("rating"),
  ]);
}

function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Songs by id in the given order; ids opened by link (a client's own queue) play when unlisted. */
export async function songsByIds(db: Executor, v: Visibility, ids: number[]): Promise<SongRow[]> {
  if (!ids.length) return [];
  const rows = (await songsQuery(db, v).where("t.id", "in", ids).execute()) as SongRow[];
  return inOrder(ids, rows);
}

export async function albumsByIds(db: Executor, v: Visibility, ids: number[]): Promise<AlbumRow[]> {
  if (!ids.length) return [];
  const rows = (await albumsQuery(db, v).where("al.id", "in", ids).execute()) as AlbumRow[];
  return inOrder(ids, rows);
}

export async function artistsByIds(db: Executor, v: Visibility, ids: number[]): Promise<ArtistRow[]> {
  if (!ids.length) return [];
  const rows = (await artistsQuery(db, v).where("ar.id", "in", ids).execute()) as ArtistRow[];
  return inOrder(ids, rows);
}

export async function findSong(db: Executor, v: Visibility, id: number): Promise<SongRow | undefined> {
  return (await songsByIds(db, byLink(v), [id]))[0];
}

export async function findAlbum(db: Executor, v: Visibility, id: number): Promise<AlbumRow | undefined> {
  return (await albumsByIds(db, byLink(v), [id]))[0];
}

export async function findArtist(db: Executor, v: Visibility, id: number): Promise<ArtistRow | undefined> {
  return (await artistsByIds(db, v, [id]))[0];
}

/** Every artist, by name (getArtists, getIndexes), bounded. */
export async function allArtists(db: Executor, v: Visibility, limit = LIST_CAP): Promise<ArtistRow[]> {
  return (await artistsQuery(db, v).orderBy("ar.search_name").orderBy("ar.id").limit(limit).execute()) as ArtistRow[];
}

/** An album's songs, in disc and track order; an unlisted album lists its unlisted songs. */
export async function albumSongs(db: Executor, v: Visibility, albumId: number, limit = 1000): Promise<SongRow[]> {
  return (await songsQuery(db, byLink(v))
    .where(onAlbumPage(albumId))
    .orderBy("t.disc")
    .orderBy("t.number")
    .orderBy("t.id")
    .limit(limit)
    .execute()) as SongRow[];
}

export async function artistAlbums(db: Executor, v: Visibility, artistId: number, limit = 500): Promise<AlbumRow[]> {
  return (await albumsQuery(db, v)
    .where("al.id", "in", (eb) => eb.selectFrom("album_artist").select("album_id").where("artist_id", "=", artistId))
    .orderBy(sql`al.release_date desc nulls last`)
    .orderBy("al.id", "desc")
    .limit(limit)
    .execute()) as AlbumRow[];
}

/**
 * Where a full-catalogue page starts: past `offset` rows, or (when the caller knows the last id of
 * the previous page) just after that id, which reads no skipped rows at all.
 */
export interface PageStart {
  offset: number;
  afterId?: number;
}

/**
 * Full-catalogue paging by id (search3 with an empty query: how clients sync). The page's ids
 * come first from the index, then the rows of just those: the skipped rows never compute their
 * artists, genres or stars.
 */
export async function songsPage(db: Executor, v: Visibility, start: PageStart, limit: number): Promise<SongRow[]> {
  if (limit <= 0) return [];
  // After a known id the index walk skips nothing, so the rows come in the same statement.
  if (start.afterId !== undefined)
    return (await songsQuery(db, v)
      .where("t.id", ">", start.afterId)
      .orderBy("t.id")
      .limit(limit)
      .execute()) as SongRow[];
  const ids = await trackItemsQuery(db, v)
    .clearSelect()
    .select("t.id")
    .orderBy("t.id")
    .offset(start.offset)
    .limit(limit)
    .execute();
  return songsByIds(
    db,
    v,
    ids.map((r) => r.id),
  );
}

export async function albumsPage(db: Executor, v: Visibility, start: PageStart, limit: number): Promise<AlbumRow[]> {
  if (limit <= 0) return [];
  let q = albumItemsQuery(db, v).clearSelect().select("al.id").orderBy("al.id").limit(limit);
  q = start.afterId === undefined ? q.offset(start.offset) : q.where("al.id", ">", start.afterId);
  const ids = await q.execute();
  return albumsByIds(
    db,
    v,
    ids.map((r) => r.id),
  );
}

export async function artistsPage(db: Executor, v: Visibility, start: PageStart, limit: number): Promise<ArtistRow[]> {
  if (limit <= 0) return [];
  let q = db.selectFrom("artists").select("id").orderBy("id").limit(limit);
  q = start.afterId === undefined ? q.offset(start.offset) : q.where("id", ">", start.afterId);
  const ids = await q.execute();
  return artistsByIds(
    db,
    v,
    ids.map((r) => r.id),
  );
}

export type AlbumListType =
  | "random"
  | "newest"
  | "frequent"
  | "recent"
  | "starred"
  | "alphabeticalByName"
  | "alphabeticalByArtist"
  | "byYear"
  | "byGenre"
  | "highest";

export interface AlbumListOptions {
  type: AlbumListType;
  offset: number;
  limit: number;
  fromYear?: number;
  toYear?: number;
  genreId?: number;
}

/** getAlbumList2: one ordering per type, over the albums the viewer may list; ids first, then their rows. */
export async function albumList(db: Executor, v: Visibility, o: AlbumListOptions): Promise<AlbumRow[]> {
  const seen = o.type === "starred" ? byLink(v) : v;
  let q = albumItemsQuery(db, seen).clearSelect().select("al.id");
  const userId = v.userId ?? -1;
  switch (o.type) {
    case "random":
      q = q.orderBy(sql`random()`);
      break;
    case "newest":
      q = q.orderBy("al.created_at", "desc").orderBy("al.id", "desc");
      break;
    case "frequent":
      q = q.orderBy(sql`(select coalesce(sum(t.plays), 0) from tracks t where t.album_id = al.id)`, "desc");
      break;
    case "recent":
      q = q
        .innerJoin(
          (eb) =>
            eb
              .selectFrom("plays as p")
              .innerJoin("tracks as pt", "pt.id", "p.track_id")
              .select(["pt.album_id", sql<Date>`max(p.played_at)`.as("last_played")])
              .where("p.user_id", "=", userId)
              .groupBy("pt.album_id")
              .as("rp"),
          (j) => j.onRef("rp.album_id", "=", "al.id"),
        )
        .orderBy("rp.last_played", "desc");
      break;
    case "starred":
      q = q
        .innerJoin("likes as lk", (j) =>
          j.onRef("lk.likeable_id", "=", "al.id").on("lk.likeable_type", "=", "album").on("lk.user_id", "=", userId),
        )
        .orderBy("lk.created_at", "desc");
      break;
    case "alphabeticalByName":
      q = q.orderBy("al.search_name");
      break;
    case "alphabeticalByArtist":
      q = q
        .orderBy(
          sql`(select a.search_name from album_artist aa join artists a on a.id = aa.artist_id
          where aa.album_id = al.id order by aa.position, a.id limit 1) nulls last`,
        )
        .orderBy("al.search_name");
      break;
    case "byYear": {
      const from = o.fromYear ?? 0;
      const to = o.toYear ?? 9999;
      const [lo, hi] = from <= to ? [from, to] : [to, from];
      q = q
        .where(sql<SqlBool>`extract(year from al.release_date) between ${lo} and ${hi}`)
        .orderBy("al.release_date", from <= to ? "asc" : "desc");
      break;
    }
    case "byGenre":
      q = q
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("tracks as gt")
              .innerJoin("track_genre as gtg", "gtg.track_id", "gt.id")
              .select("gt.id")
              .whereRef("gt.album_id", "=", "al.id")
              .where("gtg.genre_id", "=", o.genreId ?? -1),
          ),
        )
        .orderBy("al.search_name");
      break;
    case "highest":
      q = q
        .innerJoin("subsonic_ratings as sr", (j) =>
          j.onRef("sr.item_id", "=", "al.id").on("sr.item_type", "=", "album").on("sr.user_id", "=", userId),
        )
        .orderBy("sr.rating", "desc");
      break;
  }
  const ids = await q.orderBy("al.id").offset(o.offset).limit(o.limit).execute();
  return albumsByIds(
    db,
    seen,
    ids.map((r) => r.id),
  );
}

export interface SongFilter {
  genreId?: number;
  fromYear?: number;
  toYear?: number;
}

/** getRandomSongs: a random sample of listed songs, optionally within a genre and years. */
export async function randomSongs(db: Executor, v: Visibility, size: number, f: SongFilter): Promise<SongRow[]> {
  let q = songsQuery(db, v);
  if (f.genreId !== undefined)
    q = q.where("t.id", "in", (eb) =>
      eb
        .selectFrom("track_genre")
        .select("track_id")
        .where("genre_id", "=", f.genreId ?? -1),
    );
  if (f.fromYear !== undefined) q = q.where(sql<SqlBool>`extract(year from tal.release_date) >= ${f.fromYear}`);
  if (f.toYear !== undefined) q = q.where(sql<SqlBool>`extract(year from tal.release_date) <= ${f.toYear}`);
  return (await q.orderBy(sql`random()`).limit(size).execute()) as SongRow[];
}

export async function genreSongs(
  db: Executor,
  v: Visibility,
  genreId: number,
  offset: number,
  limit: number,
): Promise<SongRow[]> {
  return (await songsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_genre").select("track_id").where("genre_id", "=", genreId))
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute()) as SongRow[];
}

export interface GenreCountRow {
  id: number;
  name: string;
  display_name: string;
  song_count: number;
  album_count: number;
}

/** Genres with their listed song and album counts (getGenres), bounded. */
export async function genresWithCounts(db: Executor, limit = 5000): Promise<GenreCountRow[]> {
  const rows = await sql<GenreCountRow>`
    select g.id, g.name, g.display_name,
      count(t.id)::int as song_count,
      count(distinct t.album_id)::int as album_count
    from genres g
    left join track_genre tg on tg.genre_id = g.id
    left join tracks t on t.id = tg.track_id and ${listedToAll("t")}
    group by g.id
    order by g.display_name, g.id
    limit ${limit}`.execute(db);
  return rows.rows;
}

/** A genre by the label clients show (getGenres answers display names) or by its slug. */
export async function findGenreId(db: Executor, label: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("genres")
    .select("id")
    .where((eb) =>
      eb.or([eb("name", "=", label.toLowerCase()), eb(sql`lower(display_name)`, "=", label.toLowerCase())]),
    )
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

// ---- app passwords -----------------------------------------------------------------------------

export async function findPassword(db: Executor, userId: number) {
  return db
    .selectFrom("subsonic_passwords")
    .select(["user_id", "secret", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function savePassword(db: Executor, userId: number, secret: string): Promise<Date> {
  const row = await db
    .insertInto("subsonic_passwords")
    .values({ user_id: userId, secret })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ secret, created_at: sql`now()`, last_used_at: null }))
    .returning("created_at")
    .executeTakeFirstOrThrow();
  return row.created_at;
}

export async function deletePassword(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom("subsonic_passwords").where("user_id", "=", userId).execute();
}

export async function touchPassword(db: Executor, userId: number, at: Date): Promise<void> {
  await db.updateTable("subsonic_passwords").set({ last_used_at: at }).where("user_id", "=", userId).execute();
}

// ---- ratings, queue, now playing ---------------------------------------------------------------

export async function setRating(
  db: Executor,
  userId: number,
  type: "track" | "album" | "artist",
  id: number,
  rating: number,
): Promise<void> {
  if (rating === 0) {
    await db
      .deleteFrom("subsonic_ratings")
      .where("user_id", "=", userId)
      .where("item_type", "=", type)
      .where("item_id", "=", id)
      .execute();
    return;
  }
  await db
    .insertInto("subsonic_ratings")
    .values({ user_id: userId, item_type: type, item_id: id, rating })
    .onConflict((oc) => oc.columns(["user_id", "item_type", "item_id"]).doUpdateSet({ rating }))
    .execute();
}

export async function savePlayQueue(
  db: Executor,
  queue: {
    user_id: number;
    track_ids: number[];
    current_track_id: number | null;
    position_ms: number;
    changed_by: string;
  },
): Promise<void> {
  await db
    .insertInto("subsonic_play_queues")
    .values({ ...queue, changed_at: sql`now()` })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        track_ids: queue.track_ids,
        current_track_id: queue.current_track_id,
        position_ms: queue.position_ms,
        changed_by: queue.changed_by,
        changed_at: sql`now()`,
      }),
    )
    .execute();
}

export async function findPlayQueue(db: Executor, userId: number) {
  return db
    .selectFrom("subsonic_play_queues")
    .select(["track_ids", "current_track_id", "position_ms", "changed_by", "changed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function setNowPlaying(db: Executor, userId: number, player: string, trackId: number): Promise<void> {
  await db
    .insertInto("subsonic_now_playing")
    .values({ user_id: userId, player, track_id: trackId })
    .onConflict((oc) => oc.columns(["user_id", "player"]).doUpdateSet({ track_id: trackId, started_at: sql`now()` }))
    .execute();
}

export interface NowPlayingRow {
  user_id: number;
  user_name: string;
  player: string;
  track_id: number;
  started_at: Date;
}

/**
 * Players that reported a song since `since`, newest first, bounded; older rows are pruned.
 * `userId` keeps the list to one listener's players (null: everyone's).
 */
export async function nowPlaying(
  db: Executor,
  since: Date,
  userId: number | null,
  limit = 100,
): Promise<NowPlayingRow[]> {
  await db.deleteFrom("subsonic_now_playing").where("started_at", "<", since).execute();
  let q = db
    .selectFrom("subsonic_now_playing as np")
    .innerJoin("users as u", "u.id", "np.user_id")
    .select(["np.user_id", "u.name as user_name", "np.player", "np.track_id", "np.started_at"]);
  if (userId !== null) q = q.where("np.user_id", "=", userId);
  return q.orderBy("np.started_at", "desc").limit(limit).execute();
}

// ---- playlists ---------------------------------------------------------------------------------

export interface PlaylistTimesRow {
  id: number;
  created_at: Date;
  updated_at: Date;
  duration_ms: number;
}

/** A playlist's entries in order (a repeated track once per entry), for removal by index. */
export async function playlistEntries(
  db: Executor,
  playlistId: number,
  limit: number,
): Promise<{ track_id: number; position: number }[]> {
  return db
    .selectFrom("playlist_track")
    .select(["track_id", "position"])
    .where("playlist_id", "=", playlistId)
    .orderBy("position")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** What Subsonic's playlist entries show beyond the web app's items: dates and total duration. */
export async function playlistTimes(db: Executor, ids: number[]): Promise<PlaylistTimesRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom("playlists as p")
    .select([
      "p.id",
      "p.created_at",
      "p.updated_at",
      sql<number>`coalesce((select sum(t.duration_ms)::int from playlist_track pt join tracks t on t.id = pt.track_id
        where pt.playlist_id = p.id), 0)`.as("duration_ms"),
    ])
    .where("p.id", "in", ids)
    .execute();
}
