import { scrobblingRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import type { ScrobbleService } from "./config.ts";
import { wakeScrobbleOutbox } from "./outbox.ts";
import { listenDue } from "./rules.ts";
import type { ScrobbleTrack } from "./types.ts";

async function trackOf(services: CoreServices, trackId: number): Promise<ScrobbleTrack | null> {
  const row = await scrobblingRepo.trackNames(services.db, trackId);
  // Both services need an artist: a track nobody is credited on cannot be scrobbled.
  if (!row?.artists) return null;
  return { artist: row.artists, track: row.name, album: row.album, durationMs: row.duration_ms };
}

/** Tells the user's connected services what they started playing. */
export async function queueNowPlaying(services: CoreServices, userId: number, trackId: number): Promise<number> {
  const connected = await scrobblingRepo.activeServices(services.db, userId);
  if (!connected.length) return 0;
  const track = await trackOf(services, trackId);
  if (!track) return 0;
  for (const service of connected)
    await scrobblingRepo.enqueue(services.db, { userId, service, kind: "now_playing", playKey: null, payload: track });
  wakeScrobbleOutbox(services);
  return connected.length;
}

/**
 * Queues a listen for each connected service whose rule the play has met; once per play (the
 * play id of its stream) and service, however often the play is reported.
 */
export async function queueListen(
  services: CoreServices,
  userId: number,
  play: { trackId: number; playKey: string; heardMs: number; durationMs: number; startedAt: Date },
): Promise<number> {
  const connected = (await scrobblingRepo.activeServices(services.db, userId)).filter((s) =>
    listenDue(s as ScrobbleService, play.heardMs, play.durationMs),
  );
  if (!connected.length) return 0;
  const track = await trackOf(services, play.trackId);
  if (!track) return 0;
  const payload: ScrobbleTrack = { ...track, startedAt: Math.floor(play.startedAt.getTime() / 1000) };
  let queued = 0;
  for (const service of connected)
    if (await scrobblingRepo.enqueue(services.db, { userId, service, kind: "listen", playKey: play.playKey, payload }))
      queued++;
  if (queued) wakeScrobbleOutbox(services);
  return queued;
}
