import type { ScrobbleService } from "./config.ts";

/**
 * When a play becomes a listen, as both services ask: once half the track or four minutes have
 * been heard, whichever comes first. Last.fm also takes no track of 30 seconds or less.
 */
export const LISTEN_AFTER_MAX_MS = 4 * 60_000;
export const LASTFM_MIN_TRACK_MS = 30_000;

export function listenThresholdMs(durationMs: number): number {
  return Math.min(durationMs / 2, LISTEN_AFTER_MAX_MS);
}

export function listenDue(service: ScrobbleService, heardMs: number, durationMs: number): boolean {
  if (durationMs <= 0) return false;
  if (service === "lastfm" && durationMs <= LASTFM_MIN_TRACK_MS) return false;
  return heardMs >= listenThresholdMs(durationMs);
}
