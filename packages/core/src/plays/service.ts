import { catalogueRepo, playsRepo } from "@backbeat/db";
import { z } from "zod";
import { pageCache } from "../catalogue/cache.ts";
import { idSchema } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

/** A play counts after 30 seconds of listening or half the track, whichever comes first. */
export const PLAY_THRESHOLD_MS = 30_000;

export function playCounts(listenedMs: number, durationMs: number): boolean {
  return listenedMs >= Math.min(PLAY_THRESHOLD_MS, durationMs / 2);
}

export function deviceOf(userAgent: string | null): "mobile" | "tablet" | "desktop" {
  const ua = userAgent ?? "";
  if (/iPad|Tablet/i.test(ua)) return "tablet";
  if (/Mobi|Android|iPhone/i.test(ua)) return "mobile";
  return "desktop";
}

export async function recordPlay(
  services: CoreServices,
  viewer: Viewer,
  input: unknown,
  request: { userAgent: string | null; country: string | null },
): Promise<{ counted: boolean }> {
  const { trackId, listenedMs } = parseInput(
    z.object({
      trackId: idSchema,
      listenedMs: z
        .number()
        .int()
        .min(0)
        .max(24 * 3600 * 1000),
    }),
    input,
  );
  const track = await catalogueRepo.findTrackAudio(services.db, trackId);
  const userId = viewer.user?.id ?? null;
  if (!track || (track.private && (userId === null || track.owner_id !== userId))) throw notFound("Track not found.");
  const durationRow = await catalogueRepo.tracksByIds(services.db, { userId, admin: true }, [trackId]);
  const duration = durationRow[0]?.duration_ms ?? 0;
  if (!playCounts(listenedMs, duration)) return { counted: false };
  if (userId !== null) {
    // The same play reported twice (two tabs, a retry) counts once.
    const last = await playsRepo.lastPlayAt(services.db, userId, trackId);
    if (last && Date.now() - last.getTime() < Math.max(10_000, duration / 2)) return { counted: false };
  }
  await playsRepo.insertPlay(services.db, {
    user_id: userId,
    track_id: trackId,
    device: deviceOf(request.userAgent),
    country: request.country,
    listened_ms: listenedMs,
  });
  pageCache(services.db).invalidate(`track:${trackId}|`);
  return { counted: true };
}
