import { sql } from "kysely";
import { listedToAll } from "../catalogue/visibility.ts";
import type { Executor } from "./executor.ts";

/** What a radio station grows from. */
export interface RadioSeed {
  artistIds: number[];
  genreIds: number[];
  trackIds: number[];
}

export async function seedFromTrack(db: Executor, trackId: number): Promise<RadioSeed | null> {
  const row = await sql<{ artist_ids: number[] | null; genre_ids: number[] | null }>`
    select (select json_agg(artist_id) from track_artist where track_id = t.id) as artist_ids,
           (select json_agg(genre_id) from track_genre where track_id = t.id) as genre_ids
    from tracks t where t.id = ${trackId}`.execute(db);
  const r = row.rows[0];
  if (!r) return null;
  return { artistIds: r.artist_ids ?? [], genreIds: r.genre_ids ?? [], trackIds: [trackId] };
}

export async function seedFromAlbum(db: Executor, albumId: number): Promise<RadioSeed | null> {
  const row = await sql<{ artist_ids: number[] | null; genre_ids: number[] | null; track_ids: number[] | null }>`
    select (select json_agg(artist_id) from album_artist where album_id = al.id) as artist_ids,
           (select json_agg(distinct tg.genre_id) from tracks t join track_genre tg on tg.track_id = t.id where t.album_id = al.id) as genre_ids,
           (select json_agg(t.id) from tracks t where t.album_id = al.id) as track_ids
    from albums al where al.id = ${albumId}`.execute(db);
  const r = row.rows[0];
  if (!r) return null;
  return { artistIds: r.artist_ids ?? [], genreIds: r.genre_ids ?? [], trackIds: r.track_ids ?? [] };
}

export async function seedFromArtist(db: Executor, artistId: number): Promise<RadioSeed | null> {
  const row = await sql<{ genre_ids: number[] | null; track_ids: number[] | null }>`
    select (select json_agg(genre_id) from artist_genre where artist_id = ar.id) as genre_ids,
           (select json_agg(x.track_id) from (select ta.track_id from track_artist ta join tracks t on t.id = ta.track_id
             where ta.artist_id = ar.id order by t.plays desc limit 10) x) as track_ids
    from artists ar where ar.id = ${artistId}`.execute(db);
  const r = row.rows[0];
  if (!r) return null;
  return { artistIds: [artistId], genreIds: r.genre_ids ?? [], trackIds: r.track_ids ?? [] };
}

export async function seedFromGenre(db: Executor, genreId: number): Promise<RadioSeed | null> {
  const exists = await db.selectFrom("genres").select("id").where("id", "=", genreId).executeTakeFirst();
  return exists ? { artistIds: [], genreIds: [genreId], trackIds: [] } : null;
}

/**
 * Candidate tracks for a station, each with a score: the seed artists' own tracks, tracks of
 * artists sharing their genres, tracks in the seed genres, and co-listened tracks. Random
 * jitter keeps each batch fresh; `exclude` holds what the station already played.
 */
export async function radioCandidates(
  db: Executor,
  seed: RadioSeed,
  coListenedIds: number[],
  exclude: number[],
  limit: number,
): Promise<number[]> {
  const none = [-1];
  const artists = seed.artistIds.length ? seed.artistIds : none;
  const genres = seed.genreIds.length ? seed.genreIds : none;
  const co = coListenedIds.length ? coListenedIds : none;
  const ex = exclude.length ? exclude : none;
  const rows = await sql<{ id: number }>`
    with similar_artists as (
      select ag.artist_id from artist_genre ag where ag.genre_id in (${sql.join(genres)})
        and ag.artist_id not in (${sql.join(artists)})
      limit 200
    ),
    candidates as (
      select ta.track_id as id, 3.0 as score from track_artist ta where ta.artist_id in (${sql.join(artists)})
      union all
      select * from (select ta.track_id, 2.0 from track_artist ta join similar_artists sa on sa.artist_id = ta.artist_id limit 2000) a
      union all
      select * from (select tg.track_id, 1.5 from track_genre tg where tg.genre_id in (${sql.join(genres)}) limit 2000) g
      union all
      select id, 2.5 from unnest(${sql.raw(`array[${co.map((n) => Math.trunc(n)).join(",")}]::int[]`)}) as id
    )
    select c.id
    from candidates c join tracks t on t.id = c.id and ${listedToAll("t")}
    where c.id not in (${sql.join(ex)})
    group by c.id
    order by sum(c.score) + random() * 3 desc
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** Fallback when a seed has no neighbours at all: popular tracks, shuffled. */
export async function randomPopular(db: Executor, exclude: number[], limit: number): Promise<number[]> {
  const ex = exclude.length ? exclude : [-1];
  const rows = await sql<{ id: number }>`
    select id from (select id from tracks where ${listedToAll("tracks")} and id not in (${sql.join(ex)})
      order by plays desc limit 300) p order by random() limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}
