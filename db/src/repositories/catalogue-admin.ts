import { sql } from "kysely";
import type { ExternalLink } from "../catalogue-schema.ts";
import { jsonb } from "../json.ts";
import { type ArtistRef, searchText } from "./catalogue.ts";
import type { Executor } from "./executor.ts";

/**
 * Catalogue writes of the admin area and backstage: the edit forms' reads, updates with their
 * link tables, and deletes that also clear the polymorphic rows (likes, reposts, comments,
 * channel items) no foreign key reaches.
 */

export interface NamedRef {
  id: number;
  name: string;
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

export interface AlbumEditRow {
  id: number;
  name: string;
  artists: ArtistRef[];
  release_date: string | null;
  record_type: string;
  description: string | null;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
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

export interface ArtistEditRow {
  id: number;
  name: string;
  image: string | null;
  bio: string | null;
  location: string | null;
  verified: boolean;
  links: ExternalLink[];
  owner_id: number | null;
  genres: string[];
}

export async function findArtistForEdit(db: Executor, id: number): Promise<ArtistEditRow | undefined> {
  return db
    .selectFrom("artists as ar")
    .select([
      "ar.id",
      "ar.name",
      "ar.image",
      "ar.bio",
      "ar.location",
      "ar.verified",
      "ar.links",
      "ar.owner_id",
      sql<string[]>`coalesce((select json_agg(g.display_name order by g.display_name)
        from artist_genre ag join genres g on g.id = ag.genre_id where ag.artist_id = ar.id), '[]'::json)`.as("genres"),
    ])
    .where("ar.id", "=", id)
    .executeTakeFirst();
}

/** Name lookups for the forms' pickers: prefix matches first, then the rest, by name. */
export async function searchArtistRefs(db: Executor, query: string, limit: number): Promise<NamedRef[]> {
  const q = searchText(query);
  return db
    .selectFrom("artists")
    .select(["id", "name"])
    .$if(q !== "", (qb) => qb.where("search_name", "like", `%${q.replace(/[%_\\]/g, "\\$&")}%`))
    .orderBy(sql`search_name like ${`${q}%`}`, "desc")
    .orderBy("search_name")
    .limit(limit)
    .execute();
}

export async function searchAlbumRefs(db: Executor, query: string, limit: number) {
  const q = searchText(query);
  return db
    .selectFrom("albums as al")
    .select([
      "al.id",
      "al.name",
      sql<string | null>`(select string_agg(a.name, ', ' order by aa.position) from album_artist aa
        join artists a on a.id = aa.artist_id where aa.album_id = al.id)`.as("artists"),
    ])
    .$if(q !== "", (qb) => qb.where("al.search_name", "like", `%${q.replace(/[%_\\]/g, "\\$&")}%`))
    .orderBy(sql`al.search_name like ${`${q}%`}`, "desc")
    .orderBy("al.search_name")
    .limit(limit)
    .execute();
}

export async function existingIds(
  db: Executor,
  table: "artists" | "albums" | "tracks" | "genres" | "tags" | "playlists" | "comments",
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

// ---- genres and tags by name ----------------------------------------------------------------

/** A genre or tag's key: what its page URL and uniqueness use. */
export function slugName(displayName: string): string {
  return searchText(displayName).replace(/ /g, "-");
}

/** Names by key; the first spelling of a name wins ("Acoustic" over a later "acoustic"). */
function byKey(displayNames: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const d of displayNames) {
    const key = slugName(d);
    if (key && !map.has(key)) map.set(key, d);
  }
  return map;
}

/** Ids of the named genres, creating the missing ones (display names kept as typed). */
export async function genreIdsFor(db: Executor, displayNames: string[]): Promise<number[]> {
  const byName = byKey(displayNames);
  if (!byName.size) return [];
  await db
    .insertInto("genres")
    .values([...byName].map(([name, d]) => ({ name, display_name: d, search_name: searchText(d) })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const rows = await db
    .selectFrom("genres")
    .select("id")
    .where("name", "in", [...byName.keys()])
    .execute();
  return rows.map((r) => r.id);
}

export async function tagIdsFor(db: Executor, displayNames: string[]): Promise<number[]> {
  const byName = byKey(displayNames);
  if (!byName.size) return [];
  await db
    .insertInto("tags")
    .values([...byName].map(([name, display_name]) => ({ name, display_name })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const rows = await db
    .selectFrom("tags")
    .select("id")
    .where("name", "in", [...byName.keys()])
    .execute();
  return rows.map((r) => r.id);
}

export async function genreOrTagNameTaken(
  db: Executor,
  table: "genres" | "tags",
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("name", "=", name)
    .$if(exceptId !== null, (qb) => qb.where("id", "!=", exceptId as number))
    .executeTakeFirst();
  return !!row;
}

export async function saveGenre(
  db: Executor,
  id: number | null,
  genre: { name: string; display_name: string; image: string | null },
): Promise<number | null> {
  const values = { ...genre, search_name: searchText(genre.display_name) };
  if (id === null) return (await db.insertInto("genres").values(values).returning("id").executeTakeFirstOrThrow()).id;
  const row = await db.updateTable("genres").set(values).where("id", "=", id).returning("id").executeTakeFirst();
  return row?.id ?? null;
}

export async function saveTag(
  db: Executor,
  id: number | null,
  tag: { name: string; display_name: string },
): Promise<number | null> {
  if (id === null) return (await db.insertInto("tags").values(tag).returning("id").executeTakeFirstOrThrow()).id;
  const row = await db.updateTable("tags").set(tag).where("id", "=", id).returning("id").executeTakeFirst();
  return row?.id ?? null;
}

export async function findGenre(db: Executor, id: number) {
  return db
    .selectFrom("genres")
    .select(["id", "name", "display_name", "image"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function findTag(db: Executor, id: number) {
  return db.selectFrom("tags").select(["id", "name", "display_name"]).where("id", "=", id).executeTakeFirst();
}

// ---- link tables ------------------------------------------------------------------------------

export async function setTrackArtists(db: Executor, trackId: number, artistIds: number[]): Promise<void> {
  await db.deleteFrom("track_artist").where("track_id", "=", trackId).execute();
  const ids = [...new Set(artistIds)];
  if (ids.length)
    await db
      .insertInto("track_artist")
      .values(ids.map((artist_id, position) => ({ track_id: trackId, artist_id, position })))
      .execute();
}

export async function setAlbumArtists(db: Executor, albumId: number, artistIds: number[]): Promise<void> {
  await db.deleteFrom("album_artist").where("album_id", "=", albumId).execute();
  const ids = [...new Set(artistIds)];
  if (ids.length)
    await db
      .insertInto("album_artist")
      .values(ids.map((artist_id, position) => ({ album_id: albumId, artist_id, position })))
      .execute();
}

export async function setTrackGenres(db: Executor, trackId: number, genreIds: number[]): Promise<void> {
  await db.deleteFrom("track_genre").where("track_id", "=", trackId).execute();
  if (genreIds.length)
    await db
      .insertInto("track_genre")
      .values([...new Set(genreIds)].map((genre_id) => ({ track_id: trackId, genre_id })))
      .execute();
}

export async function setTrackTags(db: Executor, trackId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom("track_tag").where("track_id", "=", trackId).execute();
  if (tagIds.length)
    await db
      .insertInto("track_tag")
      .values([...new Set(tagIds)].map((tag_id) => ({ track_id: trackId, tag_id })))
      .execute();
}

export async function setAlbumTags(db: Executor, albumId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom("album_tag").where("album_id", "=", albumId).execute();
  if (tagIds.length)
    await db
      .insertInto("album_tag")
      .values([...new Set(tagIds)].map((tag_id) => ({ album_id: albumId, tag_id })))
      .execute();
}

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

// ---- rows -----------------------------------------------------------------------------------

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
}

export async function updateTrack(db: Executor, id: number, fields: TrackFields): Promise<boolean> {
  const row = await db
    .updateTable("tracks")
    .set({ ...fields, search_name: searchText(fields.name), updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

export async function updateLyrics(
  db: Executor,
  id: number,
  lyrics: { lyrics: string | null; lyrics_synced: string | null },
): Promise<boolean> {
  const row = await db
    .updateTable("tracks")
    .set({ ...lyrics, updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
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

export async function updateAlbum(db: Executor, id: number, fields: AlbumFields): Promise<boolean> {
  const row = await db
    .updateTable("albums")
    .set({ ...fields, search_name: searchText(fields.name), updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

export interface ArtistFields {
  name: string;
  image: string | null;
  bio: string | null;
  location: string | null;
  verified: boolean;
  links: ExternalLink[];
}

export async function updateArtist(db: Executor, id: number, fields: ArtistFields): Promise<boolean> {
  const row = await db
    .updateTable("artists")
    .set({ ...fields, links: jsonb(fields.links), search_name: searchText(fields.name), updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

export async function updatePlaylistAdmin(
  db: Executor,
  id: number,
  fields: { name: string; description: string | null; public: boolean },
): Promise<boolean> {
  const row = await db
    .updateTable("playlists")
    .set({ ...fields, search_name: searchText(fields.name), updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

export async function findPlaylistForEdit(db: Executor, id: number) {
  return db
    .selectFrom("playlists as p")
    .select((eb) => [
      "p.id",
      "p.name",
      "p.description",
      "p.public",
      "p.image",
      "p.owner_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "p.owner_id").as("owner_name"),
      sql<number>`(select count(*)::int from playlist_track pt where pt.playlist_id = p.id)`.as("tracks_count"),
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
}

export async function findComment(db: Executor, id: number) {
  return db
    .selectFrom("comments")
    .select(["id", "content", "user_id", "commentable_type", "commentable_id"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function updateCommentContent(db: Executor, id: number, content: string): Promise<boolean> {
  const row = await db
    .updateTable("comments")
    .set({ content, updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}

// ---- deletes --------------------------------------------------------------------------------

type Kind = "track" | "album" | "artist";

/** Rows that point at catalogue items by type and id (no foreign key can cascade them). */
async function clearReferences(db: Executor, kind: Kind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom("likes").where("likeable_type", "=", kind).where("likeable_id", "in", ids).execute();
  await db.deleteFrom("channel_items").where("item_type", "=", kind).where("item_id", "in", ids).execute();
  if (kind !== "artist") {
    await db.deleteFrom("reposts").where("repostable_type", "=", kind).where("repostable_id", "in", ids).execute();
    await db.deleteFrom("comments").where("commentable_type", "=", kind).where("commentable_id", "in", ids).execute();
  } else
    await db.deleteFrom("follows").where("followable_type", "=", "artist").where("followable_id", "in", ids).execute();
}

export async function deleteTracks(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await clearReferences(db, "track", ids);
  const result = await db.deleteFrom("tracks").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes albums with their tracks: an album's tracks are its content. */
/** The tracks of these albums (deleted along with them). */
export async function albumTrackIdsOf(db: Executor, albumIds: number[]): Promise<number[]> {
  if (!albumIds.length) return [];
  const rows = await db.selectFrom("tracks").select("id").where("album_id", "in", albumIds).execute();
  return rows.map((t) => t.id);
}

export async function deleteAlbums(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await deleteTracks(db, await albumTrackIdsOf(db, ids));
  await clearReferences(db, "album", ids);
  const result = await db.deleteFrom("albums").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes artists; their tracks and albums stay, credited to whoever else is on them. */
export async function deleteArtists(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await clearReferences(db, "artist", ids);
  const result = await db.deleteFrom("artists").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteRows(db: Executor, table: "genres" | "tags" | "comments" | "playlists", ids: number[]) {
  if (!ids.length) return 0;
  if (table === "playlists")
    await db
      .deleteFrom("follows")
      .where("followable_type", "=", "playlist")
      .where("followable_id", "in", ids)
      .execute();
  const result = await db.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
