import { sql } from "kysely";
import { jsonb } from "../json.ts";
import { countRows, hasRow } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";
import { type ArtistRef, type NamedRef, type TrackItemRow, trackItemsQuery } from "./items.ts";
import * as owned from "./owned.ts";
import { deleteItems } from "./rows.ts";
import { searchText } from "./text.ts";
import { byLink, type OwnerScope, ownsTrack, trackVisible, type Visibility } from "./visibility.ts";

/**
 * Tracks: their page and lists, the audio the stream and download paths read, the media
 * pipeline's writes, the edit form, deletes and backstage ownership.
 */

export interface TrackDetailRow extends TrackItemRow {
  description: string | null;
  lyrics: string | null;
  lyrics_synced: string | null;
  waveform: number[] | null;
  owner_id: number | null;
  created_at: Date;
  genres: { name: string; display_name: string }[];
  tags: { name: string; display_name: string }[];
  likes: number;
  reposts: number;
}

export async function findTrack(db: Executor, v: Visibility, id: number): Promise<TrackDetailRow | undefined> {
  return trackItemsQuery(db, byLink(v))
    .select([
      "t.description",
      "t.lyrics",
      "t.lyrics_synced",
      "t.waveform",
      "t.owner_id",
      "t.created_at",
      sql<TrackDetailRow["genres"]>`coalesce((select json_agg(json_build_object('name', g.name,
        'display_name', g.display_name) order by g.name) from track_genre tg join genres g on g.id = tg.genre_id
        where tg.track_id = t.id), '[]'::json)`.as("genres"),
      sql<TrackDetailRow["tags"]>`coalesce((select json_agg(json_build_object('name', tg2.name,
        'display_name', tg2.display_name) order by tg2.name) from track_tag tt join tags tg2 on tg2.id = tt.tag_id
        where tt.track_id = t.id), '[]'::json)`.as("tags"),
      sql<number>`(select count(*)::int from likes l where l.likeable_type = 'track' and l.likeable_id = t.id)`.as(
        "likes",
      ),
      sql<number>`(select count(*)::int from reposts r where r.repostable_type = 'track' and r.repostable_id = t.id)`.as(
        "reposts",
      ),
    ])
    .where("t.id", "=", id)
    .executeTakeFirst() as Promise<TrackDetailRow | undefined>;
}

export interface TrackAudioRow {
  id: number;
  name: string;
  owner_id: number | null;
  audio_path: string | null;
  audio_mime: string | null;
  /** The lossless upload kept for download when `audio_path` is its stream rendition. */
  original_path: string | null;
  original_mime: string | null;
  updated_at: Date;
  duration_ms: number;
  artist_name: string | null;
}

/**
 * What the stream, download and play endpoints need, when the viewer may open the track by its
 * link (unlisted ones play; private ones are their owner's and admins'): no joins beyond the
 * first artist's name.
 */
export async function findTrackAudio(db: Executor, v: Visibility, id: number): Promise<TrackAudioRow | undefined> {
  return db
    .selectFrom("tracks as t")
    .select([
      "t.id",
      "t.name",
      "t.owner_id",
      "t.audio_path",
      "t.audio_mime",
      "t.original_path",
      "t.original_mime",
      "t.updated_at",
      "t.duration_ms",
      sql<string | null>`(select a.name from track_artist ta join artists a on a.id = ta.artist_id
        where ta.track_id = t.id order by ta.position limit 1)`.as("artist_name"),
    ])
    .where("t.id", "=", id)
    .where(trackVisible(byLink(v)))
    .executeTakeFirst();
}

/**
 * Which of these tracks the viewer may see, first occurrences in the given order. A check
 * only: a playlist edit of hundreds of tracks needs no track items built for it.
 */
export async function visibleTrackIds(db: Executor, v: Visibility, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("tracks as t")
    .select("t.id")
    .where("t.id", "in", ids)
    .where(trackVisible(v))
    .execute();
  const visible = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => visible.has(id));
}

export async function tracksByIds(db: Executor, v: Visibility, ids: number[]): Promise<TrackItemRow[]> {
  if (!ids.length) return [];
  const rows = (await trackItemsQuery(db, v).where("t.id", "in", ids).execute()) as TrackItemRow[];
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export async function popularTracks(
  db: Executor,
  v: Visibility,
  offset: number,
  limit: number,
): Promise<TrackItemRow[]> {
  return trackItemsQuery(db, v)
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

/** The most played tracks since a date, each with that period's play count (`plays_week`). */
export async function popularTracksSince(
  db: Executor,
  v: Visibility,
  since: Date,
  offset: number,
  limit: number,
): Promise<(TrackItemRow & { plays_week: number })[]> {
  const ids = await db
    .selectFrom("plays")
    .select(["track_id", sql<number>`count(*)::int`.as("n")])
    .where("played_at", ">=", since)
    .groupBy("track_id")
    .orderBy("n", "desc")
    .orderBy("track_id")
    .offset(offset)
    .limit(limit)
    .execute();
  const counts = new Map(ids.map((r) => [r.track_id, r.n]));
  const fromPlays = (
    await tracksByIds(
      db,
      v,
      ids.map((r) => r.track_id),
    )
  ).map((t) => ({ ...t, plays_week: counts.get(t.id) ?? 0 }));
  if (fromPlays.length >= limit || offset > 0) return fromPlays;
  // A quiet week: fill up with the all-time most played (none this week) so the channel never looks empty.
  const extra = await popularTracks(db, v, 0, limit);
  const seen = new Set(fromPlays.map((t) => t.id));
  const filler = extra.filter((t) => !seen.has(t.id)).map((t) => ({ ...t, plays_week: 0 }));
  return [...fromPlays, ...filler].slice(0, limit);
}

export async function insertTrack(
  db: Executor,
  track: {
    name: string;
    album_id?: number | null;
    number?: number;
    disc?: number;
    duration_ms: number;
    description?: string | null;
    lyrics?: string | null;
    lyrics_synced?: string | null;
    waveform?: number[] | null;
    image?: string | null;
    audio_path?: string | null;
    audio_size?: number | null;
    audio_mime?: string | null;
    private?: boolean;
    unlisted?: boolean;
    publish_at?: Date | null;
    allow_comments?: boolean;
    owner_id?: number | null;
    plays?: number;
    artistIds: number[];
    genreIds?: number[];
    tagIds?: number[];
  },
): Promise<number> {
  const row = await db
    .insertInto("tracks")
    .values({
      name: track.name,
      search_name: searchText(track.name),
      album_id: track.album_id ?? null,
      number: track.number ?? 1,
      disc: track.disc ?? 1,
      duration_ms: track.duration_ms,
      description: track.description ?? null,
      lyrics: track.lyrics ?? null,
      lyrics_synced: track.lyrics_synced ?? null,
      waveform: track.waveform ? jsonb(track.waveform) : null,
      image: track.image ?? null,
      audio_path: track.audio_path ?? null,
      audio_size: track.audio_size ?? null,
      audio_mime: track.audio_mime ?? null,
      private: track.private ?? false,
      unlisted: track.unlisted ?? false,
      publish_at: track.publish_at ?? null,
      allow_comments: track.allow_comments ?? true,
      owner_id: track.owner_id ?? null,
      plays: track.plays ?? 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (track.artistIds.length)
    await db
      .insertInto("track_artist")
      .values(track.artistIds.map((artist_id, position) => ({ track_id: row.id, artist_id, position })))
      .execute();
  if (track.genreIds?.length)
    await db
      .insertInto("track_genre")
      .values([...new Set(track.genreIds)].map((genre_id) => ({ track_id: row.id, genre_id })))
      .execute();
  if (track.tagIds?.length)
    await db
      .insertInto("track_tag")
      .values([...new Set(track.tagIds)].map((tag_id) => ({ track_id: row.id, tag_id })))
      .execute();
  return row.id;
}

export async function incrementTrackPlays(db: Executor, trackId: number): Promise<void> {
  await db
    .updateTable("tracks")
    .set((eb) => ({ plays: eb("plays", "+", 1) }))
    .where("id", "=", trackId)
    .execute();
}

export async function countTracks(db: Executor): Promise<number> {
  return countRows(db.selectFrom("tracks"));
}

/** What the pipeline measured about a track's audio. */
export interface TrackMediaUpdate {
  duration_ms?: number;
  bitrate?: number | null;
  loudness_lufs?: number | null;
  true_peak_db?: number | null;
  waveform?: number[] | null;
  audio_path?: string | null;
  audio_size?: number | null;
  audio_mime?: string | null;
  original_path?: string | null;
  original_mime?: string | null;
  original_size?: number | null;
  musicbrainz_id?: string | null;
  image?: string | null;
}

export async function updateTrackMedia(db: Executor, trackId: number, update: TrackMediaUpdate): Promise<void> {
  const { waveform, ...rest } = update;
  await db
    .updateTable("tracks")
    .set({
      ...rest,
      ...(waveform !== undefined ? { waveform: waveform ? jsonb(waveform) : null } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", trackId)
    .execute();
}

export async function findTrackMedia(db: Executor, trackId: number) {
  return db
    .selectFrom("tracks")
    .select(["id", "audio_path", "audio_mime", "original_path", "original_mime", "duration_ms", "album_id"])
    .where("id", "=", trackId)
    .executeTakeFirst();
}

/** Deletes a track and, when they are left empty and were created for it, its album. */
export async function deleteTrack(db: Executor, trackId: number): Promise<void> {
  const row = await db.deleteFrom("tracks").where("id", "=", trackId).returning("album_id").executeTakeFirst();
  if (row?.album_id)
    await db
      .deleteFrom("albums")
      .where("id", "=", row.album_id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("tracks").select("id").where("album_id", "=", row.album_id))),
      )
      .execute();
}

/** A track row as the media pipeline creates it: audio facts included, with its links. */
export interface NewMediaTrack {
  name: string;
  album_id: number | null;
  number: number;
  disc: number;
  duration_ms: number;
  lyrics: string | null;
  lyrics_synced: string | null;
  waveform: number[] | null;
  image: string | null;
  audio_path: string;
  audio_size: number;
  audio_mime: string;
  owner_id: number | null;
  bitrate: number | null;
  loudness_lufs: number | null;
  true_peak_db: number | null;
  original_path: string | null;
  original_mime: string | null;
  original_size: number | null;
  musicbrainz_id: string | null;
  /** Backstage uploads start as private drafts the artist publishes after editing. */
  private?: boolean;
  artistIds: number[];
  genreIds: number[];
}

/**
 * Inserts many tracks with three statements (tracks, their artists, their genres), so a
 * library import does not pay a round trip per row. PostgreSQL returns the ids of a
 * multi-row `insert … values … returning` in the order of the values.
 */
export async function insertMediaTracks(db: Executor, tracks: NewMediaTrack[]): Promise<number[]> {
  if (!tracks.length) return [];
  const rows = await db
    .insertInto("tracks")
    .values(
      tracks.map(({ artistIds: _a, genreIds: _g, waveform, ...t }) => ({
        ...t,
        private: t.private ?? false,
        search_name: searchText(t.name),
        waveform: waveform ? jsonb(waveform) : null,
      })),
    )
    .returning("id")
    .execute();
  const ids = rows.map((r) => r.id);
  const artists = tracks.flatMap((t, i) =>
    t.artistIds.map((artist_id, position) => ({ track_id: ids[i] as number, artist_id, position })),
  );
  if (artists.length) await db.insertInto("track_artist").values(artists).execute();
  const genres = tracks.flatMap((t, i) =>
    [...new Set(t.genreIds)].map((genre_id) => ({ track_id: ids[i] as number, genre_id })),
  );
  if (genres.length) await db.insertInto("track_genre").values(genres).execute();
  return ids;
}

/** Rewrites a track from its file's new tags in place, so its plays, likes and playlists stay. */
export async function replaceMediaTrack(db: Executor, trackId: number, track: NewMediaTrack): Promise<void> {
  const { artistIds, genreIds, waveform, ...columns } = track;
  await db
    .updateTable("tracks")
    .set({
      ...columns,
      search_name: searchText(track.name),
      waveform: waveform ? jsonb(waveform) : null,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", trackId)
    .execute();
  await db.deleteFrom("track_artist").where("track_id", "=", trackId).execute();
  await db.deleteFrom("track_genre").where("track_id", "=", trackId).execute();
  if (artistIds.length)
    await db
      .insertInto("track_artist")
      .values(artistIds.map((artist_id, position) => ({ track_id: trackId, artist_id, position })))
      .execute();
  if (genreIds.length)
    await db
      .insertInto("track_genre")
      .values([...new Set(genreIds)].map((genre_id) => ({ track_id: trackId, genre_id })))
      .execute();
}

/** Tracks a user owns (the "Maximum tracks" upload limit counts these). */
export async function countOwnedTracks(db: Executor, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom("tracks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of these stored audio paths some track still streams or offers for download. */
export async function audioPathsInUse(db: Executor, paths: string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const rows = await db
    .selectFrom("tracks")
    .select(["audio_path", "original_path"])
    .where((eb) => eb.or([eb("audio_path", "in", paths), eb("original_path", "in", paths)]))
    .execute();
  const wanted = new Set(paths);
  return new Set(rows.flatMap((r) => [r.audio_path, r.original_path]).filter((p): p is string => !!p && wanted.has(p)));
}

export interface TrackEditRow {
  id: number;
  name: string;
  album: NamedRef | null;
  artists: ArtistRef[];
  number: number;
  disc: number;
  duration_ms: number;
  description: string | null;
  lyrics: string | null;
  lyrics_synced: string | null;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
  allow_comments: boolean;
  owner_id: number | null;
  has_audio: boolean;
  genres: string[];
  tags: string[];
}

export async function findTrackForEdit(db: Executor, id: number): Promise<TrackEditRow | undefined> {
  return db
    .selectFrom("tracks as t")
    .leftJoin("albums as al", "al.id", "t.album_id")
    .select([
      "t.id",
      "t.name",
      sql<NamedRef | null>`case when al.id is null then null else json_build_object('id', al.id, 'name', al.name) end`.as(
        "album",
      ),
      sql<
        ArtistRef[]
      >`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by ta.position, a.id)
        from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = t.id), '[]'::json)`.as(
        "artists",
      ),
      "t.number",
      "t.disc",
      "t.duration_ms",
      "t.description",
      "t.lyrics",
      "t.lyrics_synced",
      "t.image",
      "t.private",
      "t.unlisted",
      "t.publish_at",
      "t.allow_comments",
      "t.owner_id",
      sql<boolean>`t.audio_path is not null`.as("has_audio"),
      sql<string[]>`coalesce((select json_agg(g.display_name order by g.display_name)
        from track_genre tg join genres g on g.id = tg.genre_id where tg.track_id = t.id), '[]'::json)`.as("genres"),
      sql<string[]>`coalesce((select json_agg(tg.display_name order by tg.display_name)
        from track_tag tt join tags tg on tg.id = tt.tag_id where tt.track_id = t.id), '[]'::json)`.as("tags"),
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();
}

export const setTrackArtists = (db: Executor, trackId: number, artistIds: number[]) =>
  owned.setArtists(db, "track", trackId, artistIds);

export const setTrackGenres = (db: Executor, trackId: number, genreIds: number[]) =>
  owned.setLabels(db, "track", trackId, genreIds, "genre");

export const setTrackTags = (db: Executor, trackId: number, tagIds: number[]) =>
  owned.setLabels(db, "track", trackId, tagIds);

export interface TrackFields {
  name: string;
  album_id: number | null;
  number: number;
  disc: number;
  duration_ms?: number;
  description: string | null;
  lyrics?: string | null;
  lyrics_synced?: string | null;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
  allow_comments?: boolean;
}

export const updateTrack = (db: Executor, id: number, fields: TrackFields) =>
  owned.updateItem(db, "track", id, { ...fields });

export async function updateLyrics(
  db: Executor,
  id: number,
  lyrics: { lyrics: string | null; lyrics_synced: string | null },
): Promise<boolean> {
  return hasRow(
    db
      .updateTable("tracks")
      .set({ ...lyrics, updated_at: new Date() })
      .where("id", "=", id)
      .returning("id"),
  );
}

export const deleteTracks = (db: Executor, ids: number[]) => deleteItems(db, "track", ids);

export const trackOwnership = (db: Executor, id: number) => owned.ownership(db, "track", id);

export interface OwnTrackRow extends owned.OwnItemRow {
  album_name: string | null;
  duration_ms: number;
  plays: number;
  processing: boolean;
}

export async function ownTracks(
  db: Executor,
  scope: OwnerScope | null,
  page: { query: string; offset: number; limit: number },
): Promise<{ rows: OwnTrackRow[]; total: number }> {
  const base = db.selectFrom("tracks as t").where(ownsTrack(scope)).where(owned.nameContains("track", page.query));
  return owned.withTotal(
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
    countRows(base),
  );
}

/** Which of these ids the scope owns (unknown ids are simply absent). */
export const ownedTrackIds = (db: Executor, scope: OwnerScope, ids: number[]) =>
  owned.ownedIds(db, "track", scope, ids);

/** The stored audio of these tracks, read before they are deleted so the bytes can go after. */
export async function trackAudioPaths(db: Executor, ids: number[]): Promise<(string | null)[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom("tracks").select(["audio_path", "original_path"]).where("id", "in", ids).execute();
  return rows.flatMap((r) => [r.audio_path, r.original_path]);
}

/** Lyrics live on their track: removing them clears both forms. */
export async function clearLyrics(db: Executor, trackIds: number[]): Promise<number> {
  if (!trackIds.length) return 0;
  const result = await db
    .updateTable("tracks")
    .set({ lyrics: null, lyrics_synced: null, updated_at: new Date() })
    .where("id", "in", trackIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Tracks the scope owns (all of them for an admin's `null`). */
export const countInScope = (db: Executor, scope: OwnerScope | null) => owned.countOwned(db, "track", scope);

/** Scheduled tracks whose time has come become plainly public; answers how many did. */
export const publishDue = (db: Executor) => owned.publishDue(db, "track");
