import { albumsRepo, tracksRepo } from "@backbeat/db";
import { inBackground } from "../../background.ts";
import { pageCache } from "../../catalogue/cache.ts";
import type { CoreServices } from "../../context.ts";

/**
 * Scheduled releases: readers already treat a passed `publish_at` as public, so nothing waits
 * on this tick; it turns such releases into plain public rows and clears cached pages, so
 * lists built before the release time show it.
 */
const TICK_MS = 60_000;
const timers = new WeakMap<CoreServices, ReturnType<typeof setInterval>>();

export async function publishScheduledReleases(services: CoreServices): Promise<number> {
  const published = (await tracksRepo.publishDue(services.db)) + (await albumsRepo.publishDue(services.db));
  if (published) pageCache(services.db).invalidate("");
  return published;
}

/** Started with the server (apps/server/src/services.ts); runs at once, then every minute. */
export function startReleasePublisher(services: CoreServices): void {
  const run = () =>
    inBackground(
      services,
      publishScheduledReleases(services).catch(() => 0),
    );
  run();
  const timer = setInterval(run, TICK_MS);
  timer.unref();
  timers.set(services, timer);
}

export function stopReleasePublisher(services: CoreServices): void {
  clearInterval(timers.get(services));
  timers.delete(services);
}
