/**
 * `bun run import <folder> [--wait] [--metadata-only] [--owner <email>]` — imports an existing
 * music library: mp3, flac, m4a/aac, ogg/opus and wav, grouped into artists and albums by their
 * tags. A rescan skips unchanged files and follows moved and deleted ones. Every imported file
 * is queued for analysis (loudness, waveform, a stream rendition of lossless files) in the
 * durable media queue, which the server works through in the background; `--wait` waits for
 * that analysis, with a progress bar, and `--metadata-only` queues none. Uses the server's
 * configuration (DATA_DIR or DATABASE_URL). When a server runs on that DATA_DIR the import is
 * handed to it over its local socket (import-client.ts), so the server, which owns the
 * database, files the tracks and shows them at once; otherwise it runs here. The server's own
 * code and the database are loaded only then, so a handed-off import starts at once.
 */
import { realpath } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { CoreServices } from "@backbeat/core";
import { readServerConfig } from "../env.ts";
import { importThroughServer } from "./import-client.ts";
import { printResult, progressPrinter, summary } from "./progress.ts";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    wait: { type: "boolean", default: false },
    "metadata-only": { type: "boolean", default: false },
    owner: { type: "string" },
  },
  allowPositionals: true,
});
if (!positionals[0]) {
  console.error("Usage: bun run import <folder> [--wait] [--metadata-only] [--owner <email>]");
  process.exit(2);
}
const folder = await realpath(positionals[0]).catch(() => null);
if (!folder) {
  console.error(`No such folder: ${positionals[0]}`);
  process.exit(2);
}
const config = readServerConfig();
const request = {
  path: folder,
  analyse: !values["metadata-only"],
  wait: values.wait,
  owner: values.owner ?? config.adminEmail,
};

const handed = await importThroughServer(config.dataDir, request);
if (handed !== null) process.exit(handed);

const [
  {
    ErrorLog,
    markInterruptedImports,
    operatorImportLocation,
    PasswordHasher,
    runLibraryImport,
    SettingsService,
    startMediaWorker,
    stopMediaWorker,
  },
  { mediaJobsRepo, migrateToLatest, usersRepo },
  { openServerDatabase },
] = await Promise.all([import("@backbeat/core"), import("@backbeat/db"), import("./open-database.ts")]);

const location = await operatorImportLocation(config.media.importRoots, folder);
const database = await openServerDatabase(config, `bun run import ${folder}`);
const services: CoreServices = {
  db: database.db,
  settings: new SettingsService(database.db),
  hasher: new PasswordHasher(1),
  errorLog: new ErrorLog(config.dataDir),
  config: {
    appUrl: config.appUrl ?? "http://localhost",
    debug: false,
    dataDir: config.dataDir,
    rootDir: config.rootDir,
    media: config.media,
    databaseKind: database.kind,
  },
};

try {
  await migrateToLatest(database.db);
  if (database.kind === "pglite") await markInterruptedImports(services);
  const owner = await usersRepo.findUserByEmail(database.db, request.owner);
  const started = performance.now();
  const files = progressPrinter("files");
  console.log(`Importing ${folder}${location.root !== folder ? ` (library ${location.root})` : ""}`);
  const result = await runLibraryImport(services, location, {
    ownerId: owner?.id ?? null,
    analyse: request.analyse,
    onProgress: (c) => files.update(c.done, c.found, summary(c)),
  });
  files.end();
  printResult(result, (performance.now() - started) / 1000, values.wait);
  if (values.wait && result.counts.queued) {
    const worker = await startMediaWorker(services, { pollMs: 200 });
    const analysed = progressPrinter("analysed");
    for (;;) {
      const counts = await mediaJobsRepo.countJobsByStatus(database.db);
      const total = counts.queued + counts.running + counts.succeeded + counts.failed;
      analysed.update(counts.succeeded + counts.failed, total, `${counts.failed} failed`);
      if (!counts.queued && !counts.running) break;
      await Bun.sleep(500);
    }
    await worker.stop();
    analysed.end();
    console.log(`Analysis done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await stopMediaWorker(services);
  await database.close();
}
