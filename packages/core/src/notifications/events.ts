import { notificationsRepo } from "@backbeat/db";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import type { NotificationChannel } from "./schemas.ts";
import { notify, notifyLater } from "./service.ts";

/**
 * The product's events turned into notifications. Each runs after the event's own work is
 * committed and never fails it: callers fire and forget, failures go to the error log.
 */
function later(services: CoreServices, label: string, work: () => Promise<unknown>): void {
  inBackground(
    services,
    work().catch(async (error) => {
      const e = error instanceof Error ? error : new Error(String(error));
      await services.errorLog
        .write({ message: `Notification (${label}) failed: ${e.message}`, stack: e.stack })
        .catch(() => {});
    }),
  );
}

type Actor = { id: number; name: string };

/** A user followed another user, or an artist profile someone owns. */
export function notifyFollowed(services: CoreServices, actor: Actor, target: { type: string; id: number }): void {
  if (target.type === "user") {
    if (target.id === actor.id) return;
    notifyLater(services, {
      userId: target.id,
      type: "new_follower",
      data: { followerId: actor.id, followerName: actor.name },
    });
    return;
  }
  if (target.type !== "artist") return;
  later(services, "new_follower", async () => {
    const artist = await notificationsRepo.artistOwner(services.db, target.id);
    if (!artist?.owner_id || artist.owner_id === actor.id) return;
    await notify(services, {
      userId: artist.owner_id,
      type: "new_follower",
      data: { followerId: actor.id, followerName: actor.name, artistName: artist.name },
    });
  });
}

/** A user liked or reposted a track: its artists' owners hear about it (never about themselves). */
export function notifyTrackReaction(
  services: CoreServices,
  actor: Actor,
  trackId: number,
  kind: "track_liked" | "track_reposted",
): void {
  later(services, kind, async () => {
    const audience = await notificationsRepo.trackAudience(services.db, trackId);
    if (!audience) return;
    for (const userId of audience.userIds)
      if (userId !== actor.id)
        await notify(services, {
          userId,
          type: kind,
          data: { userId: actor.id, userName: actor.name, trackId, trackName: audience.name },
        });
  });
}

/** A media job of someone's upload ended. */
export function notifyUploadOutcome(
  services: CoreServices,
  job: { owner_id: number | null; kind: string; payload: Record<string, unknown> },
  outcome: { trackId: number | null } | { error: string },
): void {
  // Analysis of tracks created from tags alone (library import) has no uploader waiting for it.
  if (job.owner_id === null || job.kind === "analyse") return;
  const userId = job.owner_id;
  const fileName = typeof job.payload.fileName === "string" ? job.payload.fileName : undefined;
  if ("error" in outcome) {
    notifyLater(services, { userId, type: "upload_failed", data: { fileName, error: outcome.error } });
    return;
  }
  const { trackId } = outcome;
  later(services, "upload_finished", async () => {
    const name = trackId ? await notificationsRepo.trackName(services.db, trackId) : null;
    await notify(services, { userId, type: "upload_finished", data: { trackId, trackName: name ?? fileName } });
  });
}

/** An admin approved or denied a backstage request. */
export function notifyArtistRequestReviewed(
  services: CoreServices,
  request: { user_id: number; artist_name: string; reason: string | null },
  approved: boolean,
  covered: NotificationChannel[] = [],
): void {
  const userId = request.user_id;
  const artistName = request.artist_name;
  notifyLater(
    services,
    approved
      ? { userId, type: "artist_request_approved", data: { artistName }, covered }
      : { userId, type: "artist_request_denied", data: { artistName, reason: request.reason }, covered },
  );
}

const FOLLOWERS_PER_PAGE = 500;

/** Tells followers of each newly released album's artists; returns how many albums were announced. */
export async function announceNewReleases(services: CoreServices): Promise<number> {
  const albums = await notificationsRepo.claimNewReleases(services.db, 50);
  for (const album of albums) {
    let after = 0;
    for (;;) {
      const followers = await notificationsRepo.albumArtistFollowers(
        services.db,
        album.album_id,
        after,
        FOLLOWERS_PER_PAGE,
      );
      for (const userId of followers)
        await notify(services, {
          userId,
          type: "album_released",
          data: { artistName: album.artist_name, albumId: album.album_id, albumName: album.name },
        });
      if (followers.length < FOLLOWERS_PER_PAGE) break;
      after = followers[followers.length - 1] as number;
    }
  }
  return albums.length;
}

const RELEASE_TICK_MS = 60_000;
const releaseTimers = new WeakMap<CoreServices, ReturnType<typeof setInterval>>();

/** Started with the server: scheduled releases and albums made public are announced within a minute. */
export function startReleaseAnnouncer(services: CoreServices): void {
  const run = () => later(services, "album_released", () => announceNewReleases(services));
  run();
  const timer = setInterval(run, RELEASE_TICK_MS);
  timer.unref();
  releaseTimers.set(services, timer);
}

export function stopReleaseAnnouncer(services: CoreServices): void {
  clearInterval(releaseTimers.get(services));
  releaseTimers.delete(services);
}
