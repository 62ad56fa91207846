import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import * as genresRepo from "../src/catalogue/genres.ts";
import type { Database } from "../src/client.ts";
import { benchVocabulary } from "./bench-words.ts";
import { composeClip, renderClip } from "./synth.ts";
import { GENRES } from "./words.ts";

export interface BenchSeedOptions {
  dataDir: string;
  tracks: number;
  log?: (message: string) => void;
}

/** Words in the bench vocabulary: titles and names draw from them by rank, see bench-words.ts. */
const VOCABULARY = 20_000;

/**
 * `count` rows of (i, n): names of 1–4 words (probabilities `p` for 1, 2 and 3 words, the rest
 * 4), each word drawn by rank with probability ∝ 1/rank (rank = ⌊N^u⌋ for uniform u), optionally
 * "The …" (`the` of the time). Needs the `bench_vocab` temporary table.
 */
function zipfNames(count: number, p: [number, number, number], the = 0) {
  const [one, two, three] = p;
  return sql`(select i, ${the > 0 ? sql`case when bool_or(w.k = 1 and w.the < ${the}) then 'The ' else '' end || ` : sql``}initcap(string_agg(v.word, ' ' order by w.k)) as n
    from generate_series(1, ${count}) i
    cross join lateral (select k, random() as the, least(${VOCABULARY}, floor(exp(random() * ln(${VOCABULARY}::float8))))::int as r
      from generate_series(1, (select case when u < ${one} then 1 when u < ${one + two} then 2
        when u < ${one + two + three} then 3 else 4 end from (select random() + 0 * i as u) x)) k) w
    join bench_vocab v on v.rank = w.r
    group by i)`;
}

/** One less than the first id inserted after `after` (ids of one insert are consecutive). */
async function firstNewId(db: Database, table: "artists" | "albums", after: number): Promise<number> {
  const r = await sql<{
    n: number;
  }>`select coalesce(min(id), 1)::int - 1 as n from ${sql.table(table)} where id > ${after}`.execute(db);
  return r.rows[0]?.n ?? after;
}

/**
 * A large catalogue for benchmarks, built with set-based SQL (metadata only; every track shares
 * one synthesised clip): tracks/10 albums, tracks/20 artists, plus a 3,000-track playlist. Titles
 * and names come from a 20,000-word Zipf-distributed vocabulary, so they repeat and tie the way a
 * real catalogue's do (many "Love" tracks, few of most words).
 */
export async function seedBench(db: Database, options: BenchSeedOptions) {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const tracks = Math.max(100, Math.min(options.tracks, 2_000_000));
  const albums = Math.ceil(tracks / 10);
  const artists = Math.ceil(tracks / 20);

  const mediaDir = join(options.dataDir, "media", "bench");
  await mkdir(mediaDir, { recursive: true });
  const clipFile = join(mediaDir, "shared.mp3");
  const clip = await renderClip(composeClip(7, (GENRES[0] as (typeof GENRES)[number]).style, 60), clipFile);

  const genreIds: number[] = [];
  for (const [i, g] of GENRES.entries())
    genreIds.push(await genresRepo.upsertGenre(db, g.name, g.display, `/api/v1/artwork/genre/${i + 1}.svg`));

  const base = await sql<{ a: number; al: number; t: number }>`
    select coalesce((select max(id) from artists), 0) as a, coalesce((select max(id) from albums), 0) as al,
           coalesce((select max(id) from tracks), 0) as t`.execute(db);
  const offsets = base.rows[0] ?? { a: 0, al: 0, t: 0 };

  await db.transaction().execute(async (tx) => {
    await sql`create temporary table bench_vocab (rank int primary key, word text not null) on commit drop`.execute(tx);
    await sql`insert into bench_vocab (rank, word)
      select ord, w from unnest(string_to_array(${benchVocabulary(VOCABULARY).join(" ")}, ' ')) with ordinality u(w, ord)`.execute(
      tx,
    );
    // Same catalogue on every run (insert … select runs serially, so random() follows the seed).
    await sql`select setseed(0.2026)`.execute(tx);
    log(`bench: ${artists} artists`);
    await sql`insert into artists (name, search_name, image, bio, verified)
      select n, lower(n), '/api/v1/artwork/artist/' || i || '.svg', 'Benchmark artist ' || i, i % 5 = 0
      from ${zipfNames(artists, [0.45, 0.4, 0.15], 0.25)} s order by i`.execute(tx);
    // New ids start after the sequence, not after max(id): a rolled-back seed still used ids up.
    const a0 = await firstNewId(tx, "artists", offsets.a);
    await sql`insert into artist_genre (artist_id, genre_id)
      select a.id, (${sql.raw(`array[${genreIds.join(",")}]`)})[1 + a.id % ${genreIds.length}]
      from artists a where a.id > ${offsets.a}`.execute(tx);

    log(`bench: ${albums} albums`);
    await sql`insert into albums (name, search_name, release_date, image, record_type)
      select n, lower(n), date '2015-01-01' + (i % 3650), '/api/v1/artwork/album/' || i || '.svg', 'album'
      from ${zipfNames(albums, [0.35, 0.4, 0.2])} s order by i`.execute(tx);
    const al0 = await firstNewId(tx, "albums", offsets.al);
    await sql`insert into album_artist (album_id, artist_id, position)
      select al.id, ${a0} + 1 + ((al.id - ${al0} - 1) / 2) % ${artists}, 0
      from albums al where al.id > ${offsets.al}`.execute(tx);

    log(`bench: ${tracks} tracks`);
    await sql`insert into tracks (name, search_name, album_id, number, duration_ms, waveform, audio_path,
        audio_size, audio_mime, plays)
      select n, lower(n), ${al0} + 1 + (i - 1) / 10, 1 + (i - 1) % 10, 60000,
        cast(${JSON.stringify(clip.waveform)} as jsonb), 'media/bench/shared.mp3', ${clip.bytes}, 'audio/mpeg',
        (i::bigint * 7919) % 100000
      from ${zipfNames(tracks, [0.25, 0.4, 0.25])} s order by i`.execute(tx);
    await sql`insert into track_artist (track_id, artist_id, position)
      select t.id, aa.artist_id, 0 from tracks t join album_artist aa on aa.album_id = t.album_id
      where t.id > ${offsets.t}`.execute(tx);
    await sql`insert into track_genre (track_id, genre_id)
      select t.id, ag.genre_id from tracks t join track_artist ta on ta.track_id = t.id
      join artist_genre ag on ag.artist_id = ta.artist_id where t.id > ${offsets.t}
      on conflict do nothing`.execute(tx);

    const owner = await sql<{ id: number }>`select id from users order by id limit 1`.execute(tx);
    const ownerId = owner.rows[0]?.id;
    if (ownerId !== undefined) {
      const p = await sql<{ id: number }>`insert into playlists (name, search_name, description, owner_id, public)
        values ('Benchmark 3000', 'benchmark 3000', 'Three thousand tracks for scrolling tests.', ${ownerId}, true)
        returning id`.execute(tx);
      const playlistId = p.rows[0]?.id;
      await sql`insert into playlist_track (playlist_id, track_id, position, added_by)
        select ${playlistId}, t.id, row_number() over (order by t.id) - 1, ${ownerId}
        from tracks t where t.id > ${offsets.t} order by t.id limit 3000`.execute(tx);
    }
  });
  // Vacuum, not only analyze: a bulk insert leaves the new rows in the GIN indexes' pending
  // lists (read linearly by every full-text search until merged), and the visibility map unset.
  await sql`vacuum analyze`.execute(db);
  const ms = Math.round(performance.now() - started);
  log(`bench: done in ${ms} ms`);
  return { tracks, albums, artists, ms };
}
