/**
 * `bun run seed:demo` — the demo catalogue (SEED_DEMO_TRACKS, SEED_DEMO_CLIPS, SEED_DEMO_CLIP_SECONDS).
 * `bun run seed:bench --tracks 100000` — a large metadata-only catalogue for benchmarks.
 * Both use the server's configuration (DATA_DIR or DATABASE_URL); the embedded database allows
 * one process at a time, so they refuse to run beside a server that uses it.
 */
import { parseArgs } from "node:util";
import { migrateToLatest } from "@backbeat/db";
import { seedBench, seedDemo } from "@backbeat/db/seeds";
import { readServerConfig } from "../env.ts";
import { openServerDatabase } from "./open-database.ts";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: { tracks: { type: "string" } },
  allowPositionals: true,
});
const kind = positionals[0];
const config = readServerConfig();
const database = await openServerDatabase(config, `bun run seed:${kind}`);
try {
  await migrateToLatest(database.db);
  if (kind === "demo") {
    const result = await seedDemo(database.db, {
      dataDir: config.dataDir,
      tracks: values.tracks ? Number(values.tracks) : config.seedDemo.tracks,
      clips: config.seedDemo.clips,
      clipSeconds: config.seedDemo.clipSeconds,
      log: console.log,
    });
    console.log(result.skipped ? "The catalogue is not empty: nothing to do." : result);
  } else if (kind === "bench") {
    const tracks = Number(values.tracks ?? 100_000);
    if (!Number.isInteger(tracks) || tracks < 100) throw new Error("--tracks must be an integer of at least 100");
    console.log(await seedBench(database.db, { dataDir: config.dataDir, tracks, log: console.log }));
  } else {
    console.error("Usage: seed.ts demo|bench [--tracks N]");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
