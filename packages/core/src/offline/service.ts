import { offlineOperationsRepo, playsRepo, tracksRepo } from "@backbeat/db";
import type { SignedIn } from "../account/access-control.ts";
import { rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { pageCache } from "../catalogue/cache.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices } from "../context.ts";
import { isDomainError, notFound, tooManyRequests } from "../errors.ts";
import { setLike } from "../library/service.ts";
import { addPlaylistTracks, removePlaylistTracks } from "../playlists/service.ts";
import { listenerKey, playCounts, playWindowMs } from "../plays/service.ts";
import { browserOf, deviceOf, platformOf } from "../plays/user-agent.ts";
import { assertMayDownload } from "../streaming/files.ts";
import {
  OFFLINE_PLAY_MAX_AGE_DAYS,
  type OfflineOperation,
  type OfflineSyncInput,
  type OfflineTracksInput,
} from "./schemas.ts";

/**
 * Changes made while the web app was offline (docs/spec/2-product-areas.md, offline listening):
 * each names an id its device made up, claimed here before the change applies, so a retry of a
 * sync whose answer was lost changes nothing twice. A refused change (a track gone private, a
 * playlist no longer editable) is answered as refused and the device drops it; a failure that
 * may pass gives the id back so the next sync tries again.
 */
export type OfflineResult =
  | { opId: string; status: "applied"; counted?: boolean }
  | { opId: string; status: "duplicate" }
  | { opId: string; status: "refused"; message: string };

/** Ten full queues a minute is far above one device catching up; a loop is stopped. */
const SYNC_LIMIT = rateLimit("offline-sync", 10, 60_000);
const KEEP_IDS_MS = 30 * 24 * 3600_000;
const lastPrune = new WeakMap<object, number>();

export interface OfflineRequest {
  userAgent: string | null;
}

export async function syncOfflineOperations(
  services: CoreServices,
  viewer: SignedIn,
  { operations }: OfflineSyncInput,
  request: OfflineRequest,
): Promise<{ results: OfflineResult[] }> {
  const wait = await takeRateLimit(services, SYNC_LIMIT, `u:${viewer.user.id}`);
  if (wait > 0) throw tooManyRequests(`Too many syncs. Please try again in ${wait} seconds.`, wait);
  await pruneOldIds(services);
  const results: OfflineResult[] = [];
  for (const op of operations) results.push(await applyOne(services, viewer, op, request));
  return { results };
}

async function applyOne(
  services: CoreServices,
  viewer: SignedIn,
  op: OfflineOperation,
  request: OfflineRequest,
): Promise<OfflineResult> {
  const userId = viewer.user.id;
  try {
    if (op.kind === "play") return await applyPlay(services, viewer, op, request);
    if (!(await offlineOperationsRepo.claim(services.db, userId, op.opId, op.kind)))
      return { opId: op.opId, status: "duplicate" };
    // The operation schemas hold the same rules as these calls' inputs.
    try {
      if (op.kind === "like") await setLike(services, viewer, { type: op.type, id: op.itemId, liked: op.liked });
      else if (op.kind === "playlist.add")
        await addPlaylistTracks(services, viewer, { id: op.playlistId, trackIds: op.trackIds });
      else await removePlaylistTracks(services, viewer, { id: op.playlistId, trackIds: op.trackIds });
    } catch (error) {
      if (!isDomainError(error)) await offlineOperationsRepo.release(services.db, userId, op.opId);
      throw error;
    }
    return { opId: op.opId, status: "applied" };
  } catch (error) {
    if (isDomainError(error)) return { opId: op.opId, status: "refused", message: error.message };
    throw error;
  }
}

/**
 * A play heard offline has no stream to prove it (plays/streams.ts): the proof is that the
 * listener may download the track, which is how it came to be stored. It counts under the
 * usual rules (threshold, one per track and window, at the time it was heard) and only within
 * OFFLINE_PLAY_MAX_AGE_DAYS.
 */
async function applyPlay(
  services: CoreServices,
  viewer: SignedIn,
  op: Extract<OfflineOperation, { kind: "play" }>,
  request: OfflineRequest,
): Promise<OfflineResult> {
  await assertMayDownload(services, viewer);
  const playedAt = Date.parse(op.playedAt);
  const now = Date.now();
  if (playedAt > now + 5 * 60_000 || playedAt < now - OFFLINE_PLAY_MAX_AGE_DAYS * 24 * 3600_000)
    return { opId: op.opId, status: "refused", message: "This play is too old to count." };
  const track = await tracksRepo.findTrackAudio(services.db, visibilityOf(viewer), op.trackId);
  if (!track) throw notFound("Track not found.");
  const userId = viewer.user.id;
  const windowMs = playWindowMs(track.duration_ms);
  const outcome = await services.db.transaction().execute(async (tx) => {
    if (!(await offlineOperationsRepo.claim(tx, userId, op.opId, op.kind))) return "duplicate" as const;
    if (!playCounts(op.listenedMs, track.duration_ms)) return false;
    return playsRepo.insertPlayOnce(
      tx,
      {
        listenerKey: listenerKey(userId, null, null),
        windowStart: new Date(Math.floor(playedAt / windowMs) * windowMs),
        since: new Date(playedAt - windowMs),
        now: new Date(playedAt),
      },
      {
        user_id: userId,
        track_id: op.trackId,
        device: deviceOf(request.userAgent),
        country: null,
        listened_ms: Math.min(op.listenedMs, track.duration_ms),
        source: op.source ?? "other",
        platform: platformOf(request.userAgent),
        browser: browserOf(request.userAgent),
        city: null,
      },
    );
  });
  if (outcome === "duplicate") return { opId: op.opId, status: "duplicate" };
  if (outcome) pageCache(services.db).invalidate(`track:${op.trackId}|`);
  return { opId: op.opId, status: "applied", counted: outcome };
}

async function pruneOldIds(services: CoreServices): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(services.db) ?? 0) < 10 * 60_000) return;
  lastPrune.set(services.db, now);
  await offlineOperationsRepo.prune(services.db, new Date(now - KEEP_IDS_MS));
}

/**
 * Which of the tracks a device stores it may keep: those the user may still download. The
 * device removes the others (access revoked, track deleted, downloads switched off).
 */
export async function allowedOfflineTracks(
  services: CoreServices,
  viewer: SignedIn,
  { trackIds }: OfflineTracksInput,
): Promise<{ allowed: number[] }> {
  try {
    await assertMayDownload(services, viewer);
  } catch (error) {
    if (isDomainError(error) && error.code === "FORBIDDEN") return { allowed: [] };
    throw error;
  }
  return { allowed: await tracksRepo.visibleTrackIds(services.db, visibilityOf(viewer), trackIds) };
}
