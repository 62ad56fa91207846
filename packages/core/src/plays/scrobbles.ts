import { streamGrantsRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { queueListen } from "../scrobbling/queue.ts";
import { listenThresholdMs } from "../scrobbling/rules.ts";

/**
 * Every reported play passes here, whether or not it counts (a play counts after 30 s, a listen
 * later): when the stream it names proves enough was heard, the user's connected scrobbling
 * services get a listen, once per play. Scrobbling never fails a play report.
 */
export async function scrobblePlay(
  services: CoreServices,
  viewer: Viewer,
  play: { trackId: number; playId: string; listenedMs: number; durationMs: number; listener: string },
): Promise<void> {
  const userId = viewer.user?.id;
  if (!userId || play.listenedMs < listenThresholdMs(play.durationMs)) return;
  try {
    const stream = await streamGrantsRepo.findServed(services.db, play.listener, play.playId, play.trackId);
    if (!stream) return;
    const heard = Math.min(play.listenedMs, Math.max(0, Date.now() - stream.started_at.getTime()), stream.served_ms);
    await queueListen(services, userId, {
      trackId: play.trackId,
      playKey: play.playId,
      heardMs: heard,
      durationMs: play.durationMs,
      startedAt: stream.started_at,
    });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    await services.errorLog
      .write({ message: `Scrobble of track ${play.trackId} not queued: ${e.message}`, stack: e.stack })
      .catch(() => {});
  }
}
