import { type Expression, type SqlBool, sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import {
  albumVisible,
  byLink,
  listedToAll,
  openToAll,
  trackVisible,
  type Visibility,
} from "../catalogue/visibility.ts";
import type { ExternalLink } from "../catalogue-schema.ts";
import { jsonb } from "../json.ts";
import type { Executor } from "./executor.ts";

export { byLink, listedToAll, openToAll, type Visibility };

/**
 * Artists, albums, tracks, genres and tags. Lists come back as "items": the columns a list row
 * shows, with artists aggregated in the same query, so a page is one round trip.
 */

/** Lowercased, accents stripped, punctuation to spaces: what `search_name` holds. */
export function searchText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface ArtistRef {
  id: number;
  name: string;
}

export interface TrackItemRow {
  id: number;
  name: string;
  duration_ms: number;
  number: number;
  disc: number;
  plays: number;
  image: string | null;
  private: boolean;
  album: { id: number; name: string; image: string | null } | null;
  artists: ArtistRef[];
  /** EBU R128 integrated loudness (LUFS) and true peak (dBTP); null until the media pipeline measured them. */
  loudness: number | null;
  true_peak: number | null;
}

export interface AlbumItemRow {
  id: number;
  name: string;
  image: string | null;
  release_date: string | null;
  record_type: string;
  artists: ArtistRef[];
}

export interface ArtistItemRow {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
}

const trackArtists = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by ta.position, a.id)
  from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = t.id), '[]'::json)`;

const albumArtists = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by aa.position, a.id)
  from album_artist aa join artists a on a.id = aa.artist_id where aa.album_id = al.id), '[]'::json)`;

/** The base query of every track list: track columns, album, artists. */
export function trackItemsQuery(db: Executor, v: Visibility) {
  return db
    .selectFrom("tracks as t")
    .leftJoin("albums as tal", "tal.id", "t.album_id")
    .select([
      "t.id",
      "t.name",
      "t.duration_ms",
      "t.number",
      "t.disc",
      "t.plays",
      "t.image",
      // A scheduled release whose time has come is public even before the publisher tick.
      sql<boolean>`(t.private and not coalesce(t.publish_at <= now(), false))`.as("private"),
      // The player levels volume with these (ReplayGain-style), so every track list carries them.
      "t.loudness_lufs as loudness",
      "t.true_peak_db as true_peak",
      sql<TrackItemRow["album"]>`case when tal.id is null then null
        else json_build_object('id', tal.id, 'name', tal.name, 'image', tal.image) end`.as("album"),
      trackArtists.as("artists"),
    ])
    .where(trackVisible(v));
}

export function albumItemsQuery(db: Executor, v: Visibility) {
  return db
    .selectFrom("albums as al")
    .select([
      "al.id",
      "al.name",
      "al.image",
      sql<string | null>`to_char(al.release_date, 'YYYY-MM-DD')`.as("release_date"),
      "al.record_type",
      albumArtists.as("artists"),
    ])
    .where(albumVisible(v));
}

export function artistItemsQuery(db: Executor) {
  return db.selectFrom("artists as ar").select(["ar.id", "ar.name", "ar.image", "ar.verified"]);
}

// ---- artists -------------------------------------------------------------------------------

export interface ArtistDetailRow extends ArtistItemRow {
  bio: string | null;
  links: ExternalLink[];
  location: string | null;
  genres: { id: number; name: string; display_name: string }[];
  followers: number;
  plays: number;
}

function findArtistQuery(db: Executor, id: number) {
  return db
    .selectFrom("artists as ar")
    .select([
      "ar.id",
      "ar.name",
      "ar.image",
      "ar.verified",
      "ar.bio",
      "ar.links",
      "ar.location",
      sql<ArtistDetailRow["genres"]>`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name,
        'display_name', g.display_name) order by g.name) from artist_genre ag join genres g on g.id = ag.genre_id
        where ag.artist_id = ar.id), '[]'::json)`.as("genres"),
      sql<number>`(select count(*)::int from follows f where f.followable_type = 'artist' and f.followable_id = ar.id)`.as(
        "followers",
      ),
      sql<number>`coalesce((select sum(t.plays)::int from track_artist ta join tracks t on t.id = ta.track_id
        where ta.artist_id = ar.id), 0)`.as("plays"),
    ])
    .where("ar.id", "=", id);
}

export async function findArtist(db: Executor, id: number): Promise<ArtistDetailRow | undefined> {
  return findArtistQuery(db, id).executeTakeFirst();
}

/** A page size: a bound parameter, or a literal where a page query fixes it (see `pageLimit`). */
type Limit = number | Expression<number>;

/**
 * Page queries write their fixed sizes as literals: a reused (generic) plan then knows how few
 * rows are wanted, instead of guessing and, for instance, hashing every artist to pick twelve.
 */
function pageLimit(n: number): Expression<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid page limit ${n}`);
  return sql.lit(n);
}

function artistTopTracksQuery(db: Executor, v: Visibility, artistId: number, limit: Limit) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_artist").select("track_id").where("artist_id", "=", artistId))
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .limit(limit);
}

export async function artistTopTracks(db: Executor, v: Visibility, artistId: number, limit: number) {
  return artistTopTracksQuery(db, v, artistId, limit).execute() as Promise<TrackItemRow[]>;
}

export async function artistTracks(db: Executor, v: Visibility, artistId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_artist").select("track_id").where("artist_id", "=", artistId))
    .orderBy(sql`tal.release_date desc nulls last`)
    .orderBy("t.album_id")
    .orderBy("t.disc")
    .orderBy("t.number")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function countArtistTracks(db: Executor, v: Visibility, artistId: number): Promise<number> {
  const row = await db
    .selectFrom("tracks as t")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("t.id", "in", (eb) => eb.selectFrom("track_artist").select("track_id").where("artist_id", "=", artistId))
    .where(trackVisible(v))
    .executeTakeFirstOrThrow();
  return row.n;
}

function artistAlbumsQuery(
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

/**
 * Artists sharing the most genres with this one, then by popularity. The top few are picked
 * from the genre table before joining `artists`, so only those rows are read.
 */
function similarArtistsQuery(artistId: number, limit: Limit) {
  return sql<ArtistItemRow>`
    select ar.id, ar.name, ar.image, ar.verified
    from (
      select ag2.artist_id, count(*) as shared
      from artist_genre ag1 join artist_genre ag2 on ag2.genre_id = ag1.genre_id and ag2.artist_id <> ag1.artist_id
      where ag1.artist_id = ${artistId}
      group by ag2.artist_id
      order by shared desc, ag2.artist_id
      limit ${limit}
    ) s
    join artists ar on ar.id = s.artist_id
    order by s.shared desc, ar.id`;
}

export async function similarArtists(db: Executor, artistId: number, limit: number): Promise<ArtistItemRow[]> {
  return (await similarArtistsQuery(artistId, limit).execute(db)).rows;
}

export interface ArtistPageRow {
  artist: ArtistDetailRow | null;
  top_tracks: TrackItemRow[];
  albums: AlbumItemRow[];
  similar: ArtistItemRow[];
}

/**
 * Everything the artist page shows, in one statement: on the embedded database every
 * statement is a trip through one WebAssembly connection, so one trip instead of four.
 */
export async function artistPage(
  db: Executor,
  v: Visibility,
  id: number,
  limits: { topTracks: number; albums: number; similar: number },
): Promise<ArtistPageRow> {
  return db
    .selectNoFrom([
      jsonObjectFrom(findArtistQuery(db, id)).as("artist"),
      jsonArrayFrom(artistTopTracksQuery(db, v, id, pageLimit(limits.topTracks))).as("top_tracks"),
      jsonArrayFrom(artistAlbumsQuery(db, v, id, pageLimit(0), pageLimit(limits.albums))).as("albums"),
      jsonArrayFrom(sql<ArtistItemRow>`(${similarArtistsQuery(id, pageLimit(limits.similar))})`).as("similar"),
    ])
    .executeTakeFirstOrThrow() as Promise<ArtistPageRow>;
}

export async function insertArtist(
  db: Executor,
  artist: {
    name: string;
    image?: string | null;
    bio?: string | null;
    verified?: boolean;
    links?: ExternalLink[];
    location?: string | null;
    owner_id?: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto("artists")
    .values({
      name: artist.name,
      search_name: searchText(artist.name),
      image: artist.image ?? null,
      bio: artist.bio ?? null,
      verified: artist.verified ?? false,
      links: jsonb(artist.links ?? []),
      location: artist.location ?? null,
      owner_id: artist.owner_id ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setArtistGenres(db: Executor, artistId: number, genreIds: number[]): Promise<void> {
  await db.deleteFrom("artist_genre").where("artist_id", "=", artistId).execute();
  if (genreIds.length)
    await db
      .insertInto("artist_genre")
      .values([...new Set(genreIds)].map((genre_id) => ({ artist_id: artistId, genre_id })))
      .execute();
}

// ---- albums --------------------------------------------------------------------------------

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

/** An unlisted album's page lists its unlisted tracks too: whoever has the album's link has theirs. */
function albumTracksQuery(db: Executor, v: Visibility, albumId: number, limit: Limit) {
  return trackItemsQuery(db, byLink(v))
    .where("t.album_id", "=", albumId)
    .where(
      sql<SqlBool>`(t.unlisted = false or exists (select 1 from albums ual where ual.id = t.album_id and ual.unlisted))`,
    )
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

// ---- tracks --------------------------------------------------------------------------------

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
  const row = await db.selectFrom("tracks").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
  return row.n;
}

// ---- genres and tags -------------------------------------------------------------------------

export interface GenreItemRow {
  id: number;
  name: string;
  display_name: string;
  image: string | null;
}

export async function upsertGenre(db: Executor, name: string, displayName: string, image?: string | null) {
  const row = await db
    .insertInto("genres")
    .values({ name, display_name: displayName, search_name: searchText(displayName), image: image ?? null })
    .onConflict((oc) => oc.column("name").doUpdateSet({ display_name: displayName }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function upsertTag(db: Executor, name: string, displayName: string) {
  const row = await db
    .insertInto("tags")
    .values({ name, display_name: displayName })
    .onConflict((oc) => oc.column("name").doUpdateSet({ display_name: displayName }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findGenreByName(db: Executor, name: string): Promise<GenreItemRow | undefined> {
  return db
    .selectFrom("genres")
    .select(["id", "name", "display_name", "image"])
    .where("name", "=", name)
    .executeTakeFirst();
}

export async function genresByPopularity(db: Executor, offset: number, limit: number): Promise<GenreItemRow[]> {
  return db
    .selectFrom("genres as g")
    .select(["g.id", "g.name", "g.display_name", "g.image"])
    .orderBy(sql`(select count(*) from track_genre tg where tg.genre_id = g.id)`, "desc")
    .orderBy("g.name")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function genresByIds(db: Executor, ids: number[]): Promise<GenreItemRow[]> {
  if (!ids.length) return [];
  return db.selectFrom("genres").select(["id", "name", "display_name", "image"]).where("id", "in", ids).execute();
}

export async function genreTracks(db: Executor, v: Visibility, genreId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_genre").select("track_id").where("genre_id", "=", genreId))
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function genreArtists(db: Executor, genreId: number, offset: number, limit: number) {
  return artistItemsQuery(db)
    .where("ar.id", "in", (eb) => eb.selectFrom("artist_genre").select("artist_id").where("genre_id", "=", genreId))
    .orderBy("ar.name")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findTagByName(db: Executor, name: string) {
  return db.selectFrom("tags").select(["id", "name", "display_name"]).where("name", "=", name).executeTakeFirst();
}

export async function tagTracks(db: Executor, v: Visibility, tagId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_tag").select("track_id").where("tag_id", "=", tagId))
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function tagAlbums(db: Executor, v: Visibility, tagId: number, offset: number, limit: number) {
  return albumItemsQuery(db, v)
    .where("al.id", "in", (eb) => eb.selectFrom("album_tag").select("album_id").where("tag_id", "=", tagId))
    .orderBy(sql`al.release_date desc nulls last`)
    .orderBy("al.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function tagAlbumIds(db: Executor, albumId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length)
    await db
      .insertInto("album_tag")
      .values([...new Set(tagIds)].map((tag_id) => ({ album_id: albumId, tag_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function artistsByIds(db: Executor, ids: number[]): Promise<ArtistItemRow[]> {
  if (!ids.length) return [];
  return artistItemsQuery(db).where("ar.id", "in", ids).execute();
}

export async function popularArtists(db: Executor, offset: number, limit: number): Promise<ArtistItemRow[]> {
  const rows = await sql<ArtistItemRow>`
    select ar.id, ar.name, ar.image, ar.verified
    from artists ar
    left join (
      select ta.artist_id, sum(t.plays) as plays from track_artist ta join tracks t on t.id = ta.track_id
      group by ta.artist_id
    ) p on p.artist_id = ar.id
    order by coalesce(p.plays, 0) desc, ar.id
    offset ${offset} limit ${limit}`.execute(db);
  return rows.rows;
}

// ---- media pipeline (uploads and library import) -----------------------------------------------

/** An artist by exact name, case- and accent-insensitively (tags spell names inconsistently). */
export async function findArtistIdByName(db: Executor, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("artists")
    .select("id")
    .where("search_name", "=", searchText(name))
    .where(sql<SqlBool>`lower(name) = lower(${name})`)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
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

export async function setArtistMusicBrainzId(db: Executor, artistId: number, mbid: string): Promise<void> {
  await db
    .updateTable("artists")
    .set({ musicbrainz_id: mbid })
    .where("id", "=", artistId)
    .where("musicbrainz_id", "is", null)
    .execute();
}

export async function setAlbumMedia(
  db: Executor,
  albumId: number,
  media: { image?: string | null; musicbrainz_id?: string | null },
): Promise<void> {
  // Fills gaps only: a cover or id set by hand (or by an earlier track) is kept.
  if (media.image)
    await db
      .updateTable("albums")
      .set({ image: media.image })
      .where("id", "=", albumId)
      .where("image", "is", null)
      .execute();
  if (media.musicbrainz_id)
    await db
      .updateTable("albums")
      .set({ musicbrainz_id: media.musicbrainz_id })
      .where("id", "=", albumId)
      .where("musicbrainz_id", "is", null)
      .execute();
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

/**
 * Serialises creators of the same artist or album name until the transaction ends, so two
 * workers importing one album at once do not create it twice.
 */
export async function lockName(db: Executor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
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
