/**
 * Insights benchmark (issue 13): an artist page of insights over millions of generated plays, on
 * PostgreSQL (BENCH_DATABASE_URL) and PGlite. "after" is `itemInsights` as the backstage and admin
 * screens call it (daily rollups and listener sketches); "before" is the same page computed the
 * previous way, by scanning the artist's plays (the scoped queries of the reports repository).
 * Usage: bun bench/insights/run.ts [--plays 10000000] [--pglite-plays 1000000] [--runs 40]
 *   [--before-runs 5] [--parts postgres,pglite] [--pglite-dir DIR] [--pg-database NAME]
 * A database or data folder that already holds the generated plays is reused; otherwise it is
 * seeded first (generate_series straight into plays, then the rollups rebuilt from them).
 * Writes bench/insights/results-postgres.json and results-pglite.json (the two parts can run as
 * separate processes at once).
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type CoreServices, itemInsights, resolveRange } from "@backbeat/core";
import { type Executor, insightsRepo, migrateToLatest, openDatabase, reportsRepo, sql } from "@backbeat/db";
import { benchDatabase } from "../lib/database.ts";
import { timed } from "../lib/timing.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    plays: { type: "string" },
    "pglite-plays": { type: "string" },
    runs: { type: "string" },
    "before-runs": { type: "string" },
    parts: { type: "string" },
    "pglite-dir": { type: "string" },
    "pg-database": { type: "string" },
  },
});
const PLAYS = Number(values.plays ?? 10_000_000);
const PGLITE_PLAYS = Number(values["pglite-plays"] ?? 1_000_000);
const RUNS = Number(values.runs ?? 40);
const BEFORE_RUNS = Number(values["before-runs"] ?? 5);
const parts = new Set((values.parts ?? "postgres,pglite").split(","));
const pgliteDir = values["pglite-dir"] ?? "/tmp/bench-insights-pglite";
const pgBase = process.env.BENCH_DATABASE_URL;
const pgDatabase = values["pg-database"] ?? "backbeat_bench_insights";

const ARTIST_NAME = "Bench Insights Artist";
const ALBUMS = 5;
const TRACKS_PER_ALBUM = 10;
const LISTENERS = 50_000;
/** Plays spread over two years, so the year range has a previous year to compare with. */
const DAYS = 730;
const RANGES = ["day", "week", "month", "year"] as const;

const log = (line: string) => console.log(line);

async function findArtist(db: Executor): Promise<number | null> {
  const row = await db.selectFrom("artists").select("id").where("name", "=", ARTIST_NAME).executeTakeFirst();
  return row?.id ?? null;
}

/** One artist, 5 albums of 10 tracks, 50,000 listeners and `plays` plays over two years. */
async function seed(db: Executor, plays: number): Promise<number> {
  const started = performance.now();
  const artist = (
    await db
      .insertInto("artists")
      // Named at the end: an interrupted seed is not taken for a finished one.
      .values({ name: `${ARTIST_NAME} (seeding)`, search_name: ARTIST_NAME.toLowerCase() })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  for (let a = 0; a < ALBUMS; a++) {
    const album = (
      await db
        .insertInto("albums")
        .values({ name: `Bench Album ${a + 1}`, search_name: `bench album ${a + 1}` })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto("album_artist").values({ album_id: album, artist_id: artist }).execute();
    for (let n = 0; n < TRACKS_PER_ALBUM; n++) {
      const track = (
        await db
          .insertInto("tracks")
          .values({
            name: `Bench Track ${a + 1}.${n + 1}`,
            search_name: `bench track ${a + 1} ${n + 1}`,
            album_id: album,
            number: n + 1,
            duration_ms: 200_000,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_artist").values({ track_id: track, artist_id: artist, position: 0 }).execute();
    }
  }
  await sql`insert into users (email, name)
    select 'bench-listener-' || g || '@example.com', 'Listener ' || g from generate_series(1, ${LISTENERS}) g`.execute(
    db,
  );
  const { rows: ids } = await sql<{ tracks: number[]; first_user: number }>`
    select array_agg(ta.track_id order by ta.track_id) as tracks,
      (select min(id) from users where email like 'bench-listener-%') as first_user
    from track_artist ta where ta.artist_id = ${artist}`.execute(db);
  const tracks = ids[0]?.tracks ?? [];
  const firstUser = ids[0]?.first_user ?? 1;
  log(`  catalogue and ${LISTENERS} listeners in ${Math.round(performance.now() - started)} ms`);

  // Skewed like real listening: a few tracks, countries and sources take most plays.
  // Indexes are built once after the load: maintaining them row by row is most of its cost.
  await sql`drop index if exists plays_user_idx, plays_track_idx, plays_time_idx`.execute(db);
  await sql`select setseed(0.13)`.execute(db);
  const chunk = 500_000;
  for (let done = 0; done < plays; done += chunk) {
    const n = Math.min(chunk, plays - done);
    await sql`
      insert into plays (user_id, track_id, played_at, device, country, city, listened_ms, source, platform, browser)
      select
        case when r.u < 0.7 then ${firstUser} + floor(power(r.l, 2) * ${LISTENERS})::int end,
        (${tracks}::int[])[1 + floor(power(r.t, 2) * ${tracks.length})::int],
        now() - (r.d * ${DAYS} * interval '1 day'),
        (array['mobile','mobile','mobile','desktop','desktop','tablet'])[1 + floor(r.v * 6)::int],
        c.country,
        case when r.y < 0.8 then c.cities[1 + floor(r.y / 0.8 * array_length(c.cities, 1))::int] end,
        30000 + floor(r.l * 170000)::int,
        (array['search','playlist','playlist','album','artist','radio','channel','library','embed','other'])[1 + floor(r.s * 10)::int],
        (array['iOS','Android','Android','Windows','macOS','Linux'])[1 + floor(r.v * 6)::int],
        (array['Chrome','Chrome','Safari','Firefox','Edge'])[1 + floor(r.b * 5)::int]
      from (
        select random() as u, random() as l, random() as t, random() as d, random() as v,
          random() as y, random() as s, random() as b, power(random(), 2) as k
        from generate_series(1, ${n})
      ) r
      cross join lateral (
        select (array['US','DE','GB','FR','BR','JP','SE','MX','IN','NG'])[1 + floor(r.k * 10)::int] as country,
          array['Capital','Harbour','North','South'] as cities
      ) c`.execute(db);
    log(`  plays ${done + n} / ${plays} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await sql`create index plays_user_idx on plays (user_id, played_at desc)`.execute(db);
  await sql`create index plays_track_idx on plays (track_id, played_at)`.execute(db);
  await sql`create index plays_time_idx on plays (played_at, track_id)`.execute(db);
  // Live plays arrive in time order; generated ones are put in that order too, so a day's plays
  // sit together on disk as they would on a real server.
  await sql`cluster plays using plays_time_idx`.execute(db);
  await sql`analyze plays`.execute(db);
  log(`  indexes built, plays ordered by time (${Math.round((performance.now() - started) / 1000)} s)`);
  await sql`update tracks t set plays = (select count(*) from plays p where p.track_id = t.id)
    where t.id = any(${tracks}::int[])`.execute(db);
  const rollups = performance.now();
  await insightsRepo.rebuildFromPlays(db);
  log(`  rollups rebuilt in ${Math.round((performance.now() - rollups) / 1000)} s`);
  await sql`analyze`.execute(db);
  await db.updateTable("artists").set({ name: ARTIST_NAME }).where("id", "=", artist).execute();
  log(`  seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  return artist;
}

/** The artist page as itemInsights computed it before the rollups: every query scans the plays. */
async function scanPage(db: Executor, artist: number, range: (typeof RANGES)[number]) {
  const r = resolveRange({ range });
  const scope: reportsRepo.PlayScope = { kind: "artist", id: artist };
  const both = <T>(read: (span: reportsRepo.Span, b: reportsRepo.Bucketing) => Promise<T>) =>
    Promise.all([read(r.current, r.bucketing), read(r.previous, r.previousBucketing)]);
  return Promise.all([
    both((s) => reportsRepo.playsTotals(db, scope, s)),
    both((s, b) => reportsRepo.playsSeries(db, scope, s, b)),
    reportsRepo.playsBy(db, scope, r.current, "country", 10),
    reportsRepo.playsBy(db, scope, r.current, "device", 10),
    reportsRepo.topTracks(db, scope, r.current, 10),
    reportsRepo.topAlbums(db, r.current, 10, artist),
  ]);
}

async function measure(db: Executor, artist: number) {
  const services = { db } as CoreServices;
  const viewer = { user: null, session: null, permissions: {} } as never;
  const out: Record<string, unknown> = {};
  for (const range of RANGES) {
    const page = await itemInsights(services, viewer, { kind: "artist", id: artist, range }, () => {});
    const after = await timed(RUNS, () =>
      itemInsights(services, viewer, { kind: "artist", id: artist, range }, () => {}),
    );
    const before = BEFORE_RUNS > 0 ? await timed(BEFORE_RUNS, () => scanPage(db, artist, range), { warm: 1 }) : null;
    out[range] = { plays: page.kpis.plays.value, listeners: page.kpis.listeners.value, after, before };
    log(
      `  ${range.padEnd(6)} plays ${String(page.kpis.plays.value).padStart(9)}  listeners ~${page.kpis.listeners.value}` +
        `  after p50 ${after.p50Ms} / p95 ${after.p95Ms} ms` +
        (before ? `  before p50 ${before.p50Ms} / p95 ${before.p95Ms} ms` : ""),
    );
  }
  const exact = await sql<{ listeners: number }>`
    select count(distinct user_id)::int as listeners from plays where played_at >= now() - interval '365 days'`.execute(
    db,
  );
  out.exactYearListeners = exact.rows[0]?.listeners ?? null;
  log(`  exact distinct listeners, last 365 days: ${out.exactYearListeners}`);
  return out;
}

async function sizes(db: Executor) {
  const { rows } = await sql<{ name: string; rows: string; bytes: string }>`
    select c.relname as name, c.reltuples::bigint::text as rows, pg_total_relation_size(c.oid)::text as bytes
    from pg_class c where c.relname in ('plays', 'play_rollups', 'play_listener_sketches')`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), mb: Math.round(Number(r.bytes) / 1e6) }]));
}

const loadAverage = async () =>
  (
    await Bun.file("/proc/loadavg")
      .text()
      .catch(() => "")
  )
    .split(" ")
    .slice(0, 3)
    .join(" ");
const save = async (part: string, result: Record<string, unknown>) =>
  writeFileSync(
    join(import.meta.dir, `results-${part}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, beforeRuns: BEFORE_RUNS, loadAverage: await loadAverage(), ...result }, null, 2)}\n`,
  );

if (parts.has("postgres") && pgBase) {
  log(`PostgreSQL (${pgDatabase}, ${PLAYS} plays)`);
  const handle = await benchDatabase(pgBase, pgDatabase);
  const artist = (await findArtist(handle.db)) ?? (await seed(handle.db, PLAYS));
  await save("postgres", { plays: PLAYS, sizes: await sizes(handle.db), ranges: await measure(handle.db, artist) });
  await handle.close();
}

if (parts.has("pglite")) {
  log(`PGlite (${pgliteDir}, ${PGLITE_PLAYS} plays)`);
  const fresh = !existsSync(join(pgliteDir, "PG_VERSION"));
  const handle = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
  await migrateToLatest(handle.db);
  const artist = (fresh ? null : await findArtist(handle.db)) ?? (await seed(handle.db, PGLITE_PLAYS));
  await save("pglite", {
    plays: PGLITE_PLAYS,
    sizes: await sizes(handle.db),
    ranges: await measure(handle.db, artist),
  });
  await handle.close();
}
