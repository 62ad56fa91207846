import { type SqlBool, sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { ExternalLink } from "../catalogue-schema.ts";
import { jsonb } from "../json.ts";
import { hasRow } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";
import { artistAlbumsQuery } from "./albums.ts";
import {
  type AlbumItemRow,
  type ArtistItemRow,
  artistItemsQuery,
  type Limit,
  type NamedRef,
  pageLimit,
  type TrackItemRow,
  trackItemsQuery,
} from "./items.ts";
import { deleteItems } from "./rows.ts";
import { containsPattern, searchText } from "./text.ts";
import type { Visibility } from "./visibility.ts";

/** Artists: their page, lists, the media pipeline's lookups, the edit form and backstage ownership. */

export interface ArtistDetailRow extends ArtistItemRow {
  bio: string | null;
  links: ExternalLink[];
  location: string | null;
  genres: { id: number; name: string; display_name: string }[];
  followers: number;
  plays: number;
}

/** What an artist says of itself: the page and the edit form both start from these. */
const artistProfileColumns = [
  "ar.id",
  "ar.name",
  "ar.image",
  "ar.verified",
  "ar.bio",
  "ar.links",
  "ar.location",
] as const;

function findArtistQuery(db: Executor, id: number) {
  return db
    .selectFrom("artists as ar")
    .select([
      ...artistProfileColumns,
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

export async function setArtistMusicBrainzId(db: Executor, artistId: number, mbid: string): Promise<void> {
  await db
    .updateTable("artists")
    .set({ musicbrainz_id: mbid })
    .where("id", "=", artistId)
    .where("musicbrainz_id", "is", null)
    .execute();
}

/** The edit form's artist: the fields it edits, with who owns it and its genre names. */
export interface ArtistEditRow extends ArtistFields {
  id: number;
  owner_id: number | null;
  genres: string[];
}

export async function findArtistForEdit(db: Executor, id: number): Promise<ArtistEditRow | undefined> {
  return db
    .selectFrom("artists as ar")
    .select([
      ...artistProfileColumns,
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
    .$if(q !== "", (qb) => qb.where("search_name", "like", containsPattern(q)))
    .orderBy(sql`search_name like ${`${q}%`}`, "desc")
    .orderBy("search_name")
    .limit(limit)
    .execute();
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
  return hasRow(
    db
      .updateTable("artists")
      .set({ ...fields, links: jsonb(fields.links), search_name: searchText(fields.name), updated_at: new Date() })
      .where("id", "=", id)
      .returning("id"),
  );
}

/** Deletes artists; their tracks and albums stay, credited to whoever else is on them. */
export const deleteArtists = (db: Executor, ids: number[]) => deleteItems(db, "artist", ids);

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

export async function artistOwner(db: Executor, id: number): Promise<{ owner_id: number | null } | undefined> {
  return db.selectFrom("artists").select("owner_id").where("id", "=", id).executeTakeFirst();
}
