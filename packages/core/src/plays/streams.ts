import { streamGrantsRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { listenerKey, pruneClosedWindows } from "./service.ts";

/**
 * Open streams kept per listener: the player opens one per track it loads (the current one and
 * the next, preloaded), so 50 is far more than a real queue holds at once.
 */
export const STREAMS_PER_LISTENER = 50;

export interface ServedStream {
  trackId: number;
  durationMs: number;
  /** The player's play id from the stream URL; without one nothing is recorded. */
  playId: string | null;
  /** The whole file's size and the bytes this response sends of it. */
  size: number;
  bytes: number;
}

/**
 * Records that bytes of a track went to this listener under the player's play id, as the span
 * of the track they hold. A play report later spends it (service.ts `recordPlay`).
 */
export async function recordStream(
  services: CoreServices,
  viewer: Viewer,
  served: ServedStream,
  request: { ip: string | null; userAgent: string | null },
): Promise<void> {
  if (!served.playId || served.bytes <= 0 || served.size <= 0 || served.durationMs <= 0) return;
  try {
    await pruneClosedWindows(services, Date.now());
    await streamGrantsRepo.recordServed(services.db, {
      listenerKey: listenerKey(viewer.user?.id ?? null, request.ip, request.userAgent),
      id: served.playId,
      trackId: served.trackId,
      servedMs: Math.floor((Math.min(served.bytes, served.size) / served.size) * served.durationMs),
      durationMs: served.durationMs,
      keep: STREAMS_PER_LISTENER,
    });
  } catch (error) {
    // The music plays on: a stream that could not be recorded only means its play will not count.
    const e = error instanceof Error ? error : new Error(String(error));
    await services.errorLog
      .write({ message: `Stream of track ${served.trackId} not recorded: ${e.message}`, stack: e.stack })
      .catch(() => {});
  }
}
