import { createHash } from "node:crypto";
import { playsRepo, streamGrantsRepo, tracksRepo } from "@backbeat/db";
import type { z } from "zod";
import { rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { pageCache } from "../catalogue/cache.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, tooManyRequests } from "../errors.ts";
import { shareAccess } from "../shares/service.ts";
import { clientKey } from "./client-key.ts";
import type { recordPlayInput } from "./schemas.ts";
import { scrobblePlay } from "./scrobbles.ts";
import { browserOf, deviceOf, platformOf } from "./user-agent.ts";

/** A play counts after 30 seconds of listening or half the track, whichever comes first. */
export const PLAY_THRESHOLD_MS = 30_000;

export function playCounts(listenedMs: number, durationMs: number): boolean {
  return listenedMs >= Math.min(PLAY_THRESHOLD_MS, durationMs / 2);
}

/**
 * A listener counts at most once per track per window: 10 minutes, or the track's length when
 * that is longer. Ten minutes makes a script replaying one track from one listener worth at
 * most 144 plays a day (and the guest limit below caps how many listeners one address can
 * pose as), while someone really listening on repeat still adds plays over a session. A second
 * full listen of a long mix cannot finish inside its own length, hence the duration. Capped at
 * a day, which is also how long window rows are kept.
 */
export const PLAY_WINDOW_MS = 10 * 60_000;
const MAX_WINDOW_MS = 24 * 3600_000;

export function playWindowMs(durationMs: number): number {
  return Math.min(MAX_WINDOW_MS, Math.max(PLAY_WINDOW_MS, durationMs));
}

/**
 * Guests report plays without an account, so their reports are limited per address: 60 a
 * minute is far above what one player sends (one report per track, after 30 s) yet leaves room
 * for a household or office sharing an address.
 */
export const GUEST_PLAYS_PER_MINUTE = 60;
const GUEST_PLAYS_LIMIT = rateLimit("guest-plays", GUEST_PLAYS_PER_MINUTE, 60_000);
const lastPrune = new WeakMap<object, number>();

/**
 * Who a play belongs to: the user, or for a guest an opaque key from address and browser (two
 * people behind one address are two listeners; the raw address is never stored).
 */
export function listenerKey(userId: number | null, ip: string | null, userAgent: string | null): string {
  if (userId !== null) return `u:${userId}`;
  return `g:${createHash("sha256")
    .update(`${ip ?? ""}|${userAgent ?? ""}`)
    .digest("hex")
    .slice(0, 32)}`;
}

/** A two-letter country code as proxies send it; anything else (`XX`, `T1`, junk) is unknown. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

/** A city name as a trusted proxy sends it: printable, trimmed, at most 80 characters. */
export function cityName(value: string | null | undefined): string | null {
  const printable = [...(value ?? "")].filter((c) => c >= " " && c !== "\x7f").join("");
  return printable.trim().slice(0, 80) || null;
}

export async function recordPlay(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof recordPlayInput>,
  /** `country` only from a trusted proxy (the API context decides); `ip` is the client's. */
  request: { userAgent: string | null; country: string | null; city?: string | null; ip?: string | null },
): Promise<{ counted: boolean }> {
  const userId = viewer.user?.id ?? null;
  if (userId === null) {
    const wait = await takeRateLimit(services, GUEST_PLAYS_LIMIT, clientKey(request.ip ?? null));
    if (wait > 0) throw tooManyRequests(`Too many plays. Please try again in ${wait} seconds.`, wait);
  }
  const { trackId, playId, listenedMs, source, ...access } = input;
  // The same rule as the track's stream: a play of a track the viewer could hear is never a 404.
  const shared = await shareAccess(services, viewer, access);
  const track = await tracksRepo.findTrackAudio(services.db, shared?.visibility ?? visibilityOf(viewer), trackId);
  if (!track) throw notFound("Track not found.");
  const duration = track.duration_ms;
  const listener = listenerKey(userId, request.ip ?? null, request.userAgent);
  // A listen for scrobbling comes later than a counted play (half the track or 4 minutes), so
  // the player reports again then; counting below ignores the repeat.
  await scrobblePlay(services, viewer, { trackId, playId, listenedMs, durationMs: duration, listener });
  if (!playCounts(listenedMs, duration)) return { counted: false };
  const now = Date.now();
  await pruneClosedWindows(services, now);
  // Proof of listening: a stream of this track served to this listener under the play id,
  // opened long enough ago and holding enough of the track for what is counted.
  const stream = await streamGrantsRepo.findOpen(services.db, listener, playId, trackId);
  if (!stream) return { counted: false };
  const heard = Math.min(listenedMs, Math.max(0, now - stream.started_at.getTime()), stream.served_ms);
  if (!playCounts(heard, duration)) return { counted: false };
  const windowMs = playWindowMs(duration);
  // One count per stream; the same play reported twice (two tabs, a retry, a script) counts
  // once per window.
  const counted = await services.db.transaction().execute(async (tx) => {
    if (!(await streamGrantsRepo.consume(tx, listener, playId, trackId))) return false;
    return playsRepo.insertPlayOnce(
      tx,
      {
        listenerKey: listener,
        windowStart: new Date(Math.floor(now / windowMs) * windowMs),
        since: new Date(now - windowMs),
        now: new Date(now),
      },
      {
        user_id: userId,
        track_id: trackId,
        device: deviceOf(request.userAgent),
        country: countryCode(request.country),
        listened_ms: Math.round(heard),
        source: source ?? "other",
        platform: platformOf(request.userAgent),
        browser: browserOf(request.userAgent),
        city: countryCode(request.country) ? cityName(request.city) : null,
      },
    );
  });
  if (!counted) return { counted: false };
  pageCache(services.db).invalidate(`track:${trackId}|`);
  return { counted: true };
}

/**
 * Window rows older than the longest window can no longer block a play, and streams opened
 * that long ago can no longer prove one (a report's listened time is at most a day): both are
 * dropped every 10 minutes.
 */
export async function pruneClosedWindows(services: CoreServices, now: number): Promise<void> {
  if (now - (lastPrune.get(services.db) ?? 0) < PLAY_WINDOW_MS) return;
  lastPrune.set(services.db, now);
  await playsRepo.pruneWindows(services.db, new Date(now - MAX_WINDOW_MS));
  await streamGrantsRepo.prune(services.db, new Date(now - MAX_WINDOW_MS));
}
