import { streamGrantsRepo, subsonicRepo } from "@backbeat/db";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { setLike } from "../library/service.ts";
import { hasPermission } from "../permissions/check.ts";
import { recordPlayInput } from "../plays/schemas.ts";
import { listenerKey, recordPlay } from "../plays/service.ts";
import { queueNowPlaying } from "../scrobbling/queue.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { parseInput } from "../validation.ts";
import { invalidParameter, missingParameter, SUBSONIC_ERRORS, SubsonicError, subsonicNotFound } from "./errors.ts";
import { type IdKind, parseSubsonicId, subsonicId } from "./ids.ts";
import { type Shape, songShape } from "./mapping.ts";

type SignedIn = Viewer & { user: CurrentUser };

const LIKEABLE: Record<Exclude<IdKind, "playlist">, "track" | "album" | "artist"> = {
  track: "track",
  album: "album",
  artist: "artist",
};

/** star/unstar are the web app's likes: `id` of any kind, or `albumId`/`artistId` as older clients send. */
export async function star(
  services: CoreServices,
  viewer: SignedIn,
  ids: { id: string[]; albumId: string[]; artistId: string[] },
  liked: boolean,
): Promise<void> {
  const targets = [
    ...ids.id.map((v) => parseSubsonicId(v, "track", "album", "artist")),
    ...ids.albumId.map((v) => parseSubsonicId(v, "album")),
    ...ids.artistId.map((v) => parseSubsonicId(v, "artist")),
  ];
  if (!targets.length) throw missingParameter("id");
  for (const target of targets) {
    try {
      await setLike(services, viewer, { type: LIKEABLE[target.kind as keyof typeof LIKEABLE], id: target.id, liked });
    } catch (error) {
      if (isDomainError(error) && error.code === "NOT_FOUND") throw subsonicNotFound();
      throw error;
    }
  }
}

/** setRating: 1–5 stars, 0 removes the rating; only items the viewer can open. */
export async function rate(services: CoreServices, viewer: SignedIn, rawId: string, rating: number): Promise<void> {
  const target = parseSubsonicId(rawId, "track", "album", "artist");
  const v = visibilityOf(viewer);
  const exists =
    target.kind === "track"
      ? await subsonicRepo.findSong(services.db, v, target.id)
      : target.kind === "album"
        ? await subsonicRepo.findAlbum(services.db, v, target.id)
        : await subsonicRepo.findArtist(services.db, v, target.id);
  if (!exists) throw subsonicNotFound();
  await subsonicRepo.setRating(
    services.db,
    viewer.user.id,
    LIKEABLE[target.kind as keyof typeof LIKEABLE],
    target.id,
    rating,
  );
}

const PLAYER_NAME_MAX = 60;

/**
 * scrobble: a submission is a play, counted by the web app's play rules (once per window, the
 * same insights); without `submission` it only says what the player is playing now.
 */
export async function scrobble(
  services: CoreServices,
  viewer: SignedIn,
  o: { ids: string[]; submission: boolean; player: string },
  request: { userAgent: string | null; country: string | null; ip: string | null },
): Promise<void> {
  if (!o.ids.length) throw missingParameter("id");
  const v = visibilityOf(viewer);
  for (const raw of o.ids.slice(0, 50)) {
    const { id } = parseSubsonicId(raw, "track");
    const found = await subsonicRepo.findSong(services.db, v, id);
    if (!found) throw subsonicNotFound("Song");
    if (!o.submission) {
      await subsonicRepo.setNowPlaying(
        services.db,
        viewer.user.id,
        o.player.slice(0, PLAYER_NAME_MAX) || "Subsonic",
        id,
      );
      await queueNowPlaying(services, viewer.user.id, id);
      continue;
    }
    // The client decides when a play is complete enough to scrobble; the proof of listening is
    // the stream it was served (media.ts), as for the web player: the one covering the most.
    const playId = await bestOpenStream(services, viewer.user.id, id);
    if (!playId) continue;
    await recordPlay(
      services,
      viewer,
      parseInput(recordPlayInput, { trackId: id, playId, listenedMs: found.duration_ms, source: "other" }),
      request,
    );
  }
}

async function bestOpenStream(services: CoreServices, userId: number, trackId: number): Promise<string | null> {
  const now = Date.now();
  const open = await streamGrantsRepo.openForTrack(services.db, listenerKey(userId, null, null), trackId);
  let best: { id: string; heard: number } | null = null;
  for (const g of open) {
    const heard = Math.min(g.served_ms, now - g.started_at.getTime());
    if (!best || heard > best.heard) best = { id: g.id, heard };
  }
  return best?.id ?? null;
}

/** getUser: only about yourself (accounts are not listed to Subsonic apps); roles mirror the web app. */
export async function user(services: CoreServices, viewer: SignedIn, username: string): Promise<Shape> {
  if (username.trim().toLowerCase() !== viewer.user.email.toLowerCase())
    throw new SubsonicError(SUBSONIC_ERRORS.notAuthorized, "User is not authorized for the given operation.");
  const settings = await services.settings.snapshot();
  const target = viewer;
  const admin = hasPermission(target, "admin");
  return {
    username: viewer.user.email,
    email: viewer.user.email,
    scrobblingEnabled: true,
    adminRole: admin,
    settingsRole: true,
    downloadRole: Boolean(settings.get("player.enable_download")),
    uploadRole: hasPermission(target, "music.create"),
    playlistRole: true,
    coverArtRole: false,
    commentRole: false,
    podcastRole: false,
    streamRole: hasPermission(target, "music.view"),
    jukeboxRole: false,
    shareRole: false,
    videoConversionRole: false,
    folder: [1],
  };
}

const QUEUE_MAX = 1000;

export async function savePlayQueue(
  services: CoreServices,
  viewer: SignedIn,
  o: { ids: string[]; current?: string; position: number; player: string },
): Promise<void> {
  if (o.ids.length > QUEUE_MAX) throw invalidParameter("id");
  const ids = o.ids.map((raw) => parseSubsonicId(raw, "track").id);
  const current = o.current ? parseSubsonicId(o.current, "track").id : null;
  await subsonicRepo.savePlayQueue(services.db, {
    user_id: viewer.user.id,
    track_ids: ids,
    current_track_id: current,
    position_ms: Math.min(o.position, 2_147_483_647),
    changed_by: o.player.slice(0, PLAYER_NAME_MAX),
  });
}

/**
 * With nothing saved the queue is empty and dated at the epoch: the schema requires the element,
 * and clients that compare `changed` with their own queue keep theirs.
 */
export async function playQueue(services: CoreServices, viewer: SignedIn): Promise<Shape> {
  const row = await subsonicRepo.findPlayQueue(services.db, viewer.user.id);
  if (!row) return { position: 0, username: viewer.user.email, changed: new Date(0).toISOString(), changedBy: "" };
  const songs = await subsonicRepo.songsByIds(services.db, { ...visibilityOf(viewer), reach: "link" }, row.track_ids);
  return {
    current: row.current_track_id ? subsonicId("track", row.current_track_id) : undefined,
    position: row.position_ms,
    username: viewer.user.email,
    changed: row.changed_at.toISOString(),
    changedBy: row.changed_by,
    entry: songs.map(songShape),
  };
}
