/**
 * Smart playlist benchmark (issue 28): evaluating a smart playlist's rules (what the playlist page,
 * its track listing, the Subsonic getPlaylist and the editor's live count run) on PostgreSQL
 * (BENCH_DATABASE_URL) over a generated catalogue of 1 M tracks, written with generate_series.
 * Usage: bun bench/smart-playlists/run.ts [--tracks 1000000] [--runs 60] [--pg-database NAME]
 * A database that already holds the generated catalogue is reused. Writes results.json beside this file.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { smartQueryOf, smartRulesSchema } from "@backbeat/core";
import { type Executor, type SmartQuery, smartPlaylistsRepo, sql } from "@backbeat/db";
import { creditGeneratedTracks, generatedBench, generateGenresAndArtists } from "../lib/generated.ts";
import { timed } from "../lib/timing.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { tracks: { type: "string" }, runs: { type: "string" }, "pg-database": { type: "string" } },
});
const TRACKS = Number(values.tracks ?? 1_000_000);
const RUNS = Number(values.runs ?? 60);
const pgDatabase = values["pg-database"] ?? "backbeat_bench_smart";

const MARKER = "Bench Smart Done";
const GENRES = 20;
const ARTISTS = 5_000;
const ALBUMS = TRACKS / 10;
const LISTENER_PLAYS = 5_000;
const LISTENER_LIKES = 1_000;
const WORDS = ["love", "night", "blue", "river", "fire", "dream", "city", "heart", "rain", "gold", "road", "song"];

const log = (line: string) => console.log(line);

async function seed(db: Executor): Promise<number> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  const words = sql.join(WORDS.map((w) => sql.lit(w)));
  await generateGenresAndArtists(db, GENRES, ARTISTS);
  // Albums released over 1960–2026, tracks added to the library over the last three years.
  await sql`insert into albums (name, search_name, release_date)
    select 'Bench Album ' || g, 'bench album ' || g, date '1960-01-01' + ((g * 7919) % 24100)
    from generate_series(1, ${ALBUMS}) g`.execute(db);
  const { rows } = await sql<{
    album: number;
  }>`select min(id) as album from albums where name like 'Bench Album %'`.execute(db);
  const firstAlbum = rows[0]?.album ?? 1;
  const chunk = 200_000;
  for (let from = 1; from <= TRACKS; from += chunk) {
    const to = Math.min(TRACKS, from + chunk - 1);
    await sql`insert into tracks (name, search_name, album_id, number, duration_ms, created_at, loudness_lufs, bpm)
      select 'Bench ' || (array[${words}])[1 + g % ${WORDS.length}] || ' ' || g,
        'bench ' || (array[${words}])[1 + g % ${WORDS.length}] || ' ' || g,
        ${firstAlbum} + (g - 1) / 10, 1 + (g - 1) % 10, 120000 + (g * 37) % 240000,
        now() - ((g::bigint * 104729) % 1095)::int * interval '1 day',
        -20 + (g % 140) / 10.0, case when g % 3 = 0 then 70 + g % 110 end
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
    log(`  tracks ${to} (${elapsed()} s)`);
  }
  await creditGeneratedTracks(db, "Bench %", ARTISTS, GENRES);
  log(`  credits and genres (${elapsed()} s)`);
  const user = await db
    .insertInto("users")
    .values({ email: "bench-smart@example.com", name: "Smart Listener" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await sql`insert into plays (user_id, track_id, played_at, device, country, listened_ms)
    select ${user.id}::int, t0.first + floor(power(random(), 2) * ${TRACKS})::int, now() - random() * interval '700 days',
      'desktop', 'DE', 120000
    from generate_series(1, ${LISTENER_PLAYS}), (select min(id) as first from tracks where name like 'Bench %') t0`.execute(
    db,
  );
  await sql`insert into likes (user_id, likeable_type, likeable_id)
    select distinct ${user.id}::int, 'track', t0.first + floor(random() * ${TRACKS})::int
    from generate_series(1, ${LISTENER_LIKES}), (select min(id) as first from tracks where name like 'Bench %') t0
    on conflict do nothing`.execute(db);
  await sql`vacuum analyze tracks, albums, track_genre, track_artist, genres, plays, likes`.execute(db);
  await db.insertInto("artists").values({ name: MARKER, search_name: "bench smart done" }).execute();
  log(`  seeded in ${elapsed()} s`);
  return TRACKS;
}

const cases = {
  /** The case: three rules, newest first. */
  threeRules: {
    all: [{ is: { genre: "Genre 7" } }, { gt: { year: 2000 } }, { inTheLast: { dateAdded: 365 } }],
    sort: "dateAdded",
    order: "desc",
    limit: 100,
  },
  /** Text and the listener's own likes and plays: a title word, a year range, not yet liked, most played first. */
  listenerThreeRules: {
    all: [{ contains: { title: "love" } }, { inTheRange: { year: [1990, 2010] } }, { is: { loved: false } }],
    sort: "playCount",
    order: "desc",
    limit: 50,
  },
};

async function measure(db: Executor) {
  const listener = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "bench-smart@example.com")
    .executeTakeFirstOrThrow();
  const v = { userId: listener.id, admin: false, reach: "listed" as const };
  const out: Record<string, unknown> = {};
  for (const [name, rules] of Object.entries(cases)) {
    const query: SmartQuery = smartQueryOf(smartRulesSchema.parse(rules));
    const tracks = await smartPlaylistsRepo.smartTracks(db, v, query);
    const read = await timed(RUNS, () => smartPlaylistsRepo.smartTracks(db, v, query));
    const count = await timed(RUNS, () => smartPlaylistsRepo.countSmartTracks(db, v, query));
    out[name] = { rules, matched: tracks.length, tracks: read, liveCount: count };
    log(
      `  ${name} (${tracks.length} tracks): read p50 ${read.p50Ms} / p95 ${read.p95Ms} ms; count p95 ${count.p95Ms} ms`,
    );
  }
  return out;
}

const {
  handle,
  count: tracks,
  loadAverage,
} = await generatedBench({ what: "smart playlist", database: pgDatabase, marker: MARKER, table: "tracks", seed });
const result = { at: new Date().toISOString(), tracks, loadAverage, ...(await measure(handle.db)) };
writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(result, null, 2)}\n`);
await handle.close();
