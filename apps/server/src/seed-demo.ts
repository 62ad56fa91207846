import type { DatabaseHandle } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import type { ServerConfig } from "./env.ts";

/**
 * The embedded default starts with a demo catalogue: on PGlite (or always, with SEED_DEMO=true)
 * when no track exists yet. Audio is synthesised with ffmpeg; a failure is reported, not fatal.
 */
export async function seedDemoCatalogue(config: ServerConfig, database: DatabaseHandle): Promise<void> {
  const { mode, tracks, clips, clipSeconds } = config.seedDemo;
  if (mode === "never" || (mode === "auto" && database.kind !== "pglite")) return;
  try {
    const result = await seedDemo(database.db, {
      dataDir: config.dataDir,
      tracks,
      clips,
      clipSeconds,
      concurrency: 2,
      log: (m) => {
        if (config.logLevel !== "silent" && config.logLevel !== "error" && config.logLevel !== "warn")
          console.log(`  ${m}`);
      },
    });
    if (!result.skipped && config.logLevel !== "silent")
      console.log(`  Demo catalogue ready: ${result.tracks} tracks (${result.clips} clips) in ${result.ms} ms`);
  } catch (error) {
    console.error(`  Demo catalogue could not be created: ${String(error)}`);
  }
}
