import { tracksRepo } from "@backbeat/db";
import { rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, tooManyRequests } from "../errors.ts";
import { queueNowPlaying } from "../scrobbling/queue.ts";
import type { NowPlayingInput } from "../scrobbling/schemas.ts";

/** A player says so once per track it starts; a minute of skipping through a queue stays far below this. */
const NOW_PLAYING_LIMIT = rateLimit("now-playing", 60, 60_000);

/**
 * What a signed-in listener started playing (the web player, a Subsonic app's scrobble without
 * `submission`): their connected scrobbling services are told. Guests have none.
 */
export async function reportNowPlaying(
  services: CoreServices,
  viewer: Viewer,
  { trackId }: NowPlayingInput,
): Promise<{ sent: number }> {
  const userId = viewer.user?.id;
  if (!userId) return { sent: 0 };
  const wait = await takeRateLimit(services, NOW_PLAYING_LIMIT, `u:${userId}`);
  if (wait > 0) throw tooManyRequests(`Too many requests. Please try again in ${wait} seconds.`, wait);
  // The same rule as the track's stream: only what the viewer could be playing.
  const track = await tracksRepo.findTrackAudio(services.db, visibilityOf(viewer), trackId);
  if (!track) throw notFound("Track not found.");
  return { sent: await queueNowPlaying(services, userId, trackId) };
}
