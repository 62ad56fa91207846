/**
 * Recap benchmark (issue 27): `GET api/v1/recap/{year}` (core `getRecap`, what the route calls)
 * on PostgreSQL (BENCH_DATABASE_URL) over a large plays table. Plays are generated with
 * generate_series straight into `plays`, in chunks until `--plays` or `--seed-seconds` is reached
 * (whichever comes first: the count seeded is reported), then the recap rollups are rebuilt from
 * them, as the migration does for an existing server.
 * Usage: bun bench/recap/run.ts [--plays 10000000] [--seed-seconds 300] [--runs 60] [--pg-database NAME]
 * A database that already holds the generated plays is reused. Writes bench/recap/results.json.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type CoreServices, getRecap } from "@backbeat/core";
import { testViewer } from "@backbeat/core/testing/viewer";
import { type Executor, recapsRepo, sql } from "@backbeat/db";
import { creditGeneratedTracks, generatedBench, generateGenresAndArtists } from "../lib/generated.ts";
import { timed } from "../lib/timing.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    plays: { type: "string" },
    "seed-seconds": { type: "string" },
    runs: { type: "string" },
    "pg-database": { type: "string" },
  },
});
const PLAYS = Number(values.plays ?? 10_000_000);
const SEED_SECONDS = Number(values["seed-seconds"] ?? 300);
const RUNS = Number(values.runs ?? 60);
const pgDatabase = values["pg-database"] ?? "backbeat_bench_recap";

const MARKER = "Bench Recap Done";
const ARTISTS = 500;
const TRACKS = 10_000;
const LISTENERS = 100_000;
const GENRES = 20;
/** Two years of plays: 2025 and 2026 up to now. */
const DAYS = 700;
const YEAR = new Date().getUTCFullYear();

const log = (line: string) => console.log(line);

async function seed(db: Executor): Promise<number> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) / 1000);
  await generateGenresAndArtists(db, GENRES, ARTISTS);
  await sql`insert into albums (name, search_name)
    select 'Bench Album ' || g, 'bench album ' || g from generate_series(1, ${TRACKS / 10}) g`.execute(db);
  await sql`insert into tracks (name, search_name, album_id, number, duration_ms)
    select 'Bench Track ' || g, 'bench track ' || g,
      (select min(id) from albums where name like 'Bench Album %') + (g - 1) / 10, 1 + (g - 1) % 10, 200000
    from generate_series(1, ${TRACKS}) g`.execute(db);
  // Each album (ten tracks) belongs to one artist, each track to one genre.
  await creditGeneratedTracks(db, "Bench Track %", ARTISTS, GENRES);
  await sql`insert into users (email, name)
    select 'bench-recap-' || g || '@example.com', 'Listener ' || g from generate_series(1, ${LISTENERS}) g`.execute(db);
  log(`  catalogue and ${LISTENERS} listeners in ${elapsed()} s`);
  const { rows } = await sql<{ first_track: number; first_user: number }>`
    select (select min(id) from tracks where name like 'Bench Track %') as first_track,
      (select min(id) from users where email like 'bench-recap-%') as first_user`.execute(db);
  const firstTrack = rows[0]?.first_track ?? 1;
  const firstUser = rows[0]?.first_user ?? 1;

  await sql`drop index if exists plays_user_idx, plays_track_idx, plays_time_idx`.execute(db);
  await sql`alter table plays drop constraint if exists plays_user_id_fkey, drop constraint if exists plays_track_id_fkey`.execute(
    db,
  );
  await sql`select setseed(0.27)`.execute(db);
  const chunk = 500_000;
  let done = 0;
  // Listening is skewed: a few heavy listeners and popular tracks take most plays; 70 % signed in.
  while (done < PLAYS && elapsed() < SEED_SECONDS) {
    const n = Math.min(chunk, PLAYS - done);
    await sql`
      insert into plays (user_id, track_id, played_at, device, country, listened_ms, source)
      select
        case when r.u < 0.7 then ${firstUser} + floor(power(r.l, 2) * ${LISTENERS})::int end,
        ${firstTrack} + floor(power(r.t, 2.5) * ${TRACKS})::int,
        now() - (r.d * ${DAYS} * interval '1 day'),
        'mobile', 'DE', 30000 + floor(r.l * 170000)::int, 'playlist'
      from (select random() as u, random() as l, random() as t, random() as d from generate_series(1, ${n})) r`.execute(
      db,
    );
    done += n;
    log(`  plays ${done} (${elapsed()} s)`);
  }
  await sql`alter table plays add constraint plays_user_id_fkey foreign key (user_id) references users (id) on delete set null not valid`.execute(
    db,
  );
  await sql`alter table plays add constraint plays_track_id_fkey foreign key (track_id) references tracks (id) on delete cascade not valid`.execute(
    db,
  );
  await sql`create index plays_user_idx on plays (user_id, played_at desc)`.execute(db);
  await sql`create index plays_track_idx on plays (track_id, played_at)`.execute(db);
  await sql`create index plays_time_idx on plays (played_at, track_id)`.execute(db);
  log(`  plays indexed (${elapsed()} s)`);
  const rollups = performance.now();
  await recapsRepo.rebuildFromPlays(db);
  log(`  recap rollups rebuilt in ${Math.round((performance.now() - rollups) / 1000)} s`);
  // What autovacuum does on a live server: visibility maps let the counts read the indexes alone.
  await sql`vacuum analyze user_track_days, user_play_hours, user_artist_years`.execute(db);
  await sql`analyze`.execute(db);
  await db.insertInto("artists").values({ name: MARKER, search_name: "bench recap done" }).execute();
  log(`  seeded in ${elapsed()} s`);
  return done;
}

const viewerOf = (id: number) => testViewer(id, { name: `Listener ${id}`, email: `bench-${id}@example.com` });

async function measure(db: Executor) {
  const services = { db } as CoreServices;
  const { rows } = await sql<{ user_id: number; plays: string }>`
    select user_id, sum(plays)::text as plays from user_track_days
    where day >= ${`${YEAR}-01-01`}::date group by user_id order by sum(plays) desc`.execute(db);
  const heaviest = rows[0];
  const median = rows[Math.floor(rows.length / 2)];
  if (!heaviest || !median) throw new Error("no recaps to read");
  const sample = rows.filter((_, i) => i % Math.max(1, Math.floor(rows.length / RUNS)) === 0).slice(0, RUNS + 3);
  const heavy = await timed(RUNS, () => getRecap(services, viewerOf(heaviest.user_id), { year: YEAR }));
  // The first view after a play: the kept snapshot is stale, so everything is counted again.
  const heavyAfterPlay = await timed(RUNS, () => getRecap(services, viewerOf(heaviest.user_id), { year: YEAR }), {
    before: () => db.deleteFrom("recap_snapshots").where("user_id", "=", heaviest.user_id).execute(),
  });
  const typical = await timed(RUNS, () => getRecap(services, viewerOf(median.user_id), { year: YEAR }));
  const spread = await timed(RUNS, (i) =>
    getRecap(services, viewerOf(sample[i % sample.length]?.user_id ?? heaviest.user_id), { year: YEAR }),
  );
  const result = {
    listenersWithRecap: rows.length,
    heaviestListener: { plays: Number(heaviest.plays), ...heavy },
    heaviestListenerAfterAPlay: { plays: Number(heaviest.plays), ...heavyAfterPlay },
    medianListener: { plays: Number(median.plays), ...typical },
    spreadOfListeners: spread,
  };
  log(`  heaviest listener (${heaviest.plays} plays in ${YEAR}): p50 ${heavy.p50Ms} / p95 ${heavy.p95Ms} ms`);
  log(`  heaviest listener, first view after a play: p50 ${heavyAfterPlay.p50Ms} / p95 ${heavyAfterPlay.p95Ms} ms`);
  log(`  median listener (${median.plays} plays): p50 ${typical.p50Ms} / p95 ${typical.p95Ms} ms`);
  log(`  listeners across the range: p50 ${spread.p50Ms} / p95 ${spread.p95Ms} ms`);
  return result;
}

async function sizes(db: Executor) {
  const { rows } = await sql<{ name: string; rows: string; bytes: string }>`
    select c.relname as name, c.reltuples::bigint::text as rows, pg_total_relation_size(c.oid)::text as bytes
    from pg_class c where c.relname in ('plays', 'user_track_days', 'user_play_hours', 'user_artist_years')`.execute(
    db,
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), mb: Math.round(Number(r.bytes) / 1e6) }]));
}

const {
  handle,
  count: plays,
  loadAverage,
} = await generatedBench({
  what: "recap",
  database: pgDatabase,
  marker: MARKER,
  table: "plays",
  connections: 10,
  seed,
});
const result = {
  at: new Date().toISOString(),
  plays,
  targetPlays: PLAYS,
  loadAverage,
  sizes: await sizes(handle.db),
  ...(await measure(handle.db)),
};
writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(result, null, 2)}\n`);
await handle.close();
