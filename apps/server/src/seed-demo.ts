import { type CoreServices, setPreparing } from "@backbeat/core";
import { type DatabaseHandle, withStartLock } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import type { ServerConfig } from "./env.ts";

/**
 * The embedded default starts with a demo catalogue: on PGlite (or always, with SEED_DEMO=true)
 * when no track exists yet. Audio is synthesised with ffmpeg; a failure is reported, not fatal.
 * It runs after the server listens, its progress on the home page and the console.
 */
export async function seedDemoCatalogue(
  config: ServerConfig,
  database: DatabaseHandle,
  services: CoreServices,
): Promise<void> {
  const { mode, tracks, clips, clipSeconds } = config.seedDemo;
  if (mode === "never" || (mode === "auto" && database.kind !== "pglite")) return;
  const task = "Preparing the demo catalogue";
  let lastLogged = 0;
  // Before the first await, so the first request after listening already sees it.
  setPreparing(services, { task, done: 0, total: clips });
  try {
    // Under the start-up lock: instances started together on one database seed it once.
    const result = await withStartLock(database, () =>
      seedDemo(database.db, {
        dataDir: config.dataDir,
        tracks,
        clips,
        clipSeconds,
        onProgress: (done, total) => {
          setPreparing(services, { task, done, total });
          if (config.logLevel === "silent" || (done < total && Date.now() - lastLogged < 2000)) return;
          lastLogged = Date.now();
          console.log(`  ${task}: ${done}/${total} audio clips`);
        },
        log: (m) => {
          if (config.logLevel !== "silent" && config.logLevel !== "error" && config.logLevel !== "warn")
            console.log(`  ${m}`);
        },
      }),
    );
    if (!result.skipped && config.logLevel !== "silent")
      console.log(`  Demo catalogue ready: ${result.tracks} tracks (${result.clips} clips) in ${result.ms} ms`);
  } catch (error) {
    console.error(`  Demo catalogue could not be created: ${String(error)}`);
  } finally {
    setPreparing(services, null);
  }
}
