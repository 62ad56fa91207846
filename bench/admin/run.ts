/**
 * Admin datatable benchmark (issue 12): the tracks table of a 100k-track bench catalogue,
 * through the one listing contract (`runListing`, exactly what `admin.datatable.list` runs), on
 * PGlite and (with BENCH_DATABASE_URL) PostgreSQL: first page, a deep page, each sort, searches
 * and filters — p50/p95 over sequential runs — and the CSV export of every row.
 * Usage: bun bench/admin/run.ts [--tracks 100000] [--runs 60] [--pglite-dir DIR] [--pg-database NAME]
 * A data folder or database that already holds the catalogue is reused (seeding takes minutes).
 * Writes bench/admin/results.json.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { exportListing, type ListingQuery, listings, migrateToLatest, openDatabase, runListing } from "@backbeat/db";
import { benchDatabase, createDatabase, databaseUrl } from "../lib/database.ts";
import { seedBench, spawnServer } from "../lib/server.ts";
import { browserAdminEnv, tracksTableInBrowser } from "./browser.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    tracks: { type: "string" },
    runs: { type: "string" },
    "pglite-dir": { type: "string" },
    "pg-database": { type: "string" },
    parts: { type: "string" },
  },
});
const TRACKS = Number(values.tracks ?? 100_000);
const RUNS = Number(values.runs ?? 60);
const pgliteDir = values["pglite-dir"] ?? "/tmp/bench-admin-pglite";
const pgBase = process.env.BENCH_DATABASE_URL;
const pgDatabase = values["pg-database"] ?? "backbeat_bench_admin";

/** `queries` (the listing contract in process) and `browser` (the screen on the PGlite catalogue). */
const parts = new Set((values.parts ?? "queries,browser").split(","));

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function seed(env: Record<string, string>) {
  await seedBench(env, TRACKS);
}

const base: ListingQuery = { page: 1, perPage: 15 };
const cases: [string, ListingQuery][] = [
  ["first page (newest)", base],
  ["page 500", { ...base, page: 500 }],
  ["sort name asc", { ...base, orderBy: "name", orderDir: "asc" }],
  ["sort plays desc", { ...base, orderBy: "plays", orderDir: "desc" }],
  ["sort duration asc, page 200", { ...base, orderBy: "duration_ms", orderDir: "asc", page: 200 }],
  ["search common word (love)", { ...base, query: "love" }],
  ["search two words (the night)", { ...base, query: "the night" }],
  ["search prefix (mid)", { ...base, query: "mid" }],
  ["search by id", { ...base, query: "4242" }],
  ["filter has plays + created range", { ...base, filters: { has_plays: true, created_at: { from: "2020-01-01" } } }],
  ["search + sort plays + 100 rows", { page: 1, perPage: 100, query: "love", orderBy: "plays", orderDir: "desc" }],
];

async function measure(db: Parameters<typeof runListing>[0]) {
  const out: Record<string, { p50Ms: number; p95Ms: number; total: number }> = {};
  for (const [name, query] of cases) {
    for (let i = 0; i < 3; i++) await runListing(db, listings.tracks, query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      total = (await runListing(db, listings.tracks, query)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), total };
    console.log(
      `  ${name.padEnd(36)} p50 ${round(pct(times, 50))} ms  p95 ${round(pct(times, 95))} ms  (${total} rows)`,
    );
  }
  const started = performance.now();
  let rows = 0;
  for await (const chunk of exportListing(db, listings.tracks, {}, { max: TRACKS })) rows += chunk.length;
  const exportMs = Math.round(performance.now() - started);
  console.log(`  CSV export rows: ${rows} in ${exportMs} ms`);
  return { cases: out, export: { rows, ms: exportMs } };
}

const results: Record<string, unknown> = { tracks: TRACKS, runs: RUNS, at: new Date().toISOString() };

console.log(`PGlite (${pgliteDir})`);
if (!existsSync(join(pgliteDir, "pglite"))) await seed({ DATA_DIR: pgliteDir, DATABASE_URL: "" });
if (parts.has("queries")) {
  const handle = await openDatabase({ kind: "pglite", dataDir: join(pgliteDir, "pglite") });
  await migrateToLatest(handle.db);
  results.pglite = await measure(handle.db);
  await handle.close();
}
if (parts.has("browser")) {
  const server = await spawnServer({ DATA_DIR: pgliteDir, DATABASE_URL: "", ...browserAdminEnv }, 3920);
  try {
    results.browser = await tracksTableInBrowser(server.url);
    console.log(`  browser: ${JSON.stringify(results.browser)}`);
  } finally {
    await server.stop();
  }
}

if (pgBase && parts.has("queries")) {
  if (await createDatabase(pgBase, pgDatabase))
    await seed({ DATABASE_URL: databaseUrl(pgBase, pgDatabase), DATA_DIR: `/tmp/${pgDatabase}` });
  console.log(`PostgreSQL (${pgDatabase})`);
  const handle = await benchDatabase(pgBase, pgDatabase);
  results.postgres = await measure(handle.db);
  await handle.close();
}

writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
