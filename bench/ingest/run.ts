/**
 * Ingest benchmark (issue "Getting music in"): import rate of a generated library of small
 * tagged mp3 files on the embedded database (and PostgreSQL with BENCH_DATABASE_URL).
 *  - metadata only: tags, storage copy, artist/album/track rows (target ≥ 200 tracks/s)
 *  - rescan of the unchanged library
 *  - with waveform and loudness: the import plus the media jobs (one ffmpeg run per file)
 * and the peak RSS of the process doing it (the same code the server runs). Then tus.ts against
 * the spawned server: a 200 MB tus upload (MB/s), its entry and media job, and a metadata-only
 * import over the API, with the server's own RSS (skip with --skip-server).
 * Usage: bun bench/ingest/run.ts [--files 10000] [--analyse-files 200] [--concurrency 1] [--skip-server]
 * Writes bench/ingest/results.json.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  type CoreServices,
  ErrorLog,
  importLibrary,
  PasswordHasher,
  SettingsService,
  startMediaWorker,
  stopMediaWorker,
} from "@backbeat/core";
import { makeLibrary } from "@backbeat/core/testing/library";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "@backbeat/db";
import { serverIngest } from "./tus.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    files: { type: "string", default: "10000" },
    "analyse-files": { type: "string", default: "200" },
    concurrency: { type: "string", default: "1" },
    "skip-server": { type: "boolean", default: false },
  },
});
const files = Number(values.files);
const analyseFiles = Number(values["analyse-files"]);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const mb = (n: number) => Math.round(n / 1024 / 1024);

async function round(kind: "pglite" | "postgres") {
  const work = await mkdtemp(join(tmpdir(), "bb-ingest-"));
  let database: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    if (kind === "pglite") {
      database = await openDatabase({ kind: "pglite", dataDir: join(work, "pglite") });
    } else {
      const { createEmptyPostgresDatabase } = await import("@backbeat/db/testing");
      const empty = await createEmptyPostgresDatabase();
      dropDatabase = empty.drop;
      database = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 5 });
    }
    await migrateToLatest(database.db);
    const services: CoreServices = {
      db: database.db,
      settings: new SettingsService(database.db),
      hasher: new PasswordHasher(1),
      errorLog: new ErrorLog(work),
      config: {
        appUrl: "http://bench",
        debug: false,
        dataDir: work,
        rootDir: work,
        media: { queue: "database", concurrency: Number(values.concurrency), ffmpegTimeoutMs: 60_000 },
      },
    };
    const library = join(work, "library");
    let t = performance.now();
    await makeLibrary(library, files);
    const generateS = (performance.now() - t) / 1000;

    Bun.gc(true);
    const idleRss = process.memoryUsage().rss;
    peakRss = idleRss;
    t = performance.now();
    const first = await importLibrary(services, { root: library, path: library }, { ownerId: null, analyse: false });
    const metaS = (performance.now() - t) / 1000;
    const metaRss = peakRss;

    t = performance.now();
    const again = await importLibrary(services, { root: library, path: library }, { ownerId: null, analyse: false });
    const rescanS = (performance.now() - t) / 1000;

    // With waveform and loudness: a separate, smaller folder (ffmpeg per file dominates).
    const analysed = join(work, "analysed");
    await makeLibrary(analysed, analyseFiles, 5);
    peakRss = process.memoryUsage().rss;
    t = performance.now();
    const worker = await startMediaWorker(services, { pollMs: 50 });
    const full = await importLibrary(services, { root: analysed, path: analysed }, { ownerId: null, analyse: true });
    await worker.drain(3_600_000);
    const fullS = (performance.now() - t) / 1000;
    await stopMediaWorker(services);
    const failedJobs = await database.db
      .selectFrom("media_jobs")
      .select(database.db.fn.countAll<number>().as("n"))
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow();

    return {
      database: kind,
      files,
      generateSeconds: +generateS.toFixed(1),
      metadataOnly: {
        seconds: +metaS.toFixed(1),
        tracksPerSecond: Math.round(first.counts.imported / metaS),
        imported: first.counts.imported,
        failed: first.counts.failed,
        rssBeforeMb: mb(idleRss),
        peakRssMb: mb(metaRss),
      },
      rescanUnchanged: {
        seconds: +rescanS.toFixed(2),
        filesPerSecond: Math.round(again.counts.unchanged / rescanS),
        unchanged: again.counts.unchanged,
      },
      withWaveformAndLoudness: {
        files: analyseFiles,
        secondsPerFileAudio: 5,
        mediaConcurrency: Number(values.concurrency),
        seconds: +fullS.toFixed(1),
        tracksPerSecond: +(full.counts.imported / fullS).toFixed(2),
        failedJobs: Number(failedJobs.n),
        peakRssMb: mb(peakRss),
      },
    };
  } finally {
    await database?.close();
    await dropDatabase?.();
    await rm(work, { recursive: true, force: true });
  }
}

const results = [await round("pglite")];
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  results.push(await round("postgres"));
}
clearInterval(sampler);
const server = values["skip-server"] ? undefined : await serverIngest({ importFiles: files });
const report = { date: new Date().toISOString(), cores: availableParallelism(), bun: Bun.version, results, server };
console.log(JSON.stringify(report, null, 2));
await Bun.write(join(import.meta.dir, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
