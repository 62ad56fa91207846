/**
 * `bun run import <folder> [--wait] [--metadata-only] [--owner <email>]` — imports an existing
 * music library: mp3, flac, m4a/aac, ogg/opus and wav, grouped into artists and albums by their
 * tags. A rescan skips unchanged files and follows moved and deleted ones. Every imported file
 * is queued for analysis (loudness, waveform, a stream rendition of lossless files) in the
 * durable media queue, which the server works through in the background; `--wait` runs that
 * analysis here instead, with a progress bar, and `--metadata-only` queues none. Uses the
 * server's configuration (DATA_DIR or DATABASE_URL); stop the server first when it uses the
 * embedded database, which allows one process at a time.
 */
import { realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import {
  type CoreServices,
  ErrorLog,
  importLibrary,
  markInterruptedImports,
  PasswordHasher,
  SettingsService,
  startMediaWorker,
  stopMediaWorker,
} from "@backbeat/core";
import { mediaJobsRepo, migrateToLatest, usersRepo } from "@backbeat/db";
import { readServerConfig } from "../env.ts";
import { openServerDatabase } from "./open-database.ts";
import { progressPrinter, summary } from "./progress.ts";

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
// The operator may import any folder; one inside a configured root is recorded under that
// root, so the API's rescans of it recognise the same files.
const roots = await Promise.all(config.media.importRoots.map((r) => realpath(r).catch(() => null)));
const root = roots.find((r) => r && (folder === r || folder.startsWith(r + sep))) ?? folder;

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
  },
};

try {
  await migrateToLatest(database.db);
  await markInterruptedImports(services);
  const owner = await usersRepo.findUserByEmail(database.db, values.owner ?? config.adminEmail);
  const started = performance.now();
  const files = progressPrinter("files");
  console.log(`Importing ${folder}${root !== folder ? ` (library ${root})` : ""}`);
  const result = await importLibrary(
    services,
    { root, path: folder },
    {
      ownerId: owner?.id ?? null,
      analyse: !values["metadata-only"],
      onProgress: (c) => files.update(c.done, c.found, summary(c)),
    },
  );
  files.end();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${summary(result.counts)} in ${seconds.toFixed(1)} s`);
  for (const f of result.failures) console.log(`  unreadable: ${relative(root, join(root, f.path))}: ${f.reason}`);
  if (result.counts.queued && !values.wait) {
    console.log(`${result.counts.queued} files queued for analysis; the server works through them in the background.`);
  }
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
