import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import { MAX_TRACKS_PER_CALL } from "../playlists/schemas.ts";
import { PLAY_SOURCES } from "../plays/schemas.ts";

/** Changes a device sends in one sync at most; a longer queue goes out in turns. */
export const OFFLINE_SYNC_MAX_OPERATIONS = 100;
/** Stored track ids a device asks about in one call at most. */
export const OFFLINE_CHECK_MAX_TRACKS = 500;
/** An offline play older than this is not counted (the device kept it too long). */
export const OFFLINE_PLAY_MAX_AGE_DAYS = 14;

/** The device's own id for one change: random, so devices never collide. */
export const offlineOperationId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid operation id.");

const at = z.iso.datetime({ offset: true, error: "Invalid time." });

export const offlineOperation = z.discriminatedUnion("kind", [
  z.object({
    opId: offlineOperationId,
    kind: z.literal("play"),
    trackId: idSchema,
    listenedMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
    playedAt: at,
    source: z.enum(PLAY_SOURCES).optional(),
  }),
  z.object({
    opId: offlineOperationId,
    kind: z.literal("like"),
    type: z.enum(["track", "album", "artist"]),
    itemId: idSchema,
    liked: z.boolean(),
  }),
  z.object({
    opId: offlineOperationId,
    kind: z.enum(["playlist.add", "playlist.remove"]),
    playlistId: idSchema,
    trackIds: z.array(idSchema).min(1).max(MAX_TRACKS_PER_CALL),
  }),
]);
export type OfflineOperation = z.infer<typeof offlineOperation>;

export const offlineSyncInput = z.object({
  operations: z.array(offlineOperation).min(1).max(OFFLINE_SYNC_MAX_OPERATIONS),
});
export type OfflineSyncInput = z.output<typeof offlineSyncInput>;

export const offlineTracksInput = z.object({
  trackIds: z.array(idSchema).min(1).max(OFFLINE_CHECK_MAX_TRACKS),
});
export type OfflineTracksInput = z.output<typeof offlineTracksInput>;
