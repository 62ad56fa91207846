import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import { shareAccessFields } from "../shares/schemas.ts";

/**
 * Where a play started: the page or feature the player's queue came from. `other` covers the
 * queue panel, history, tags and anything without a place of its own.
 */
export const PLAY_SOURCES = [
  "search",
  "playlist",
  "album",
  "artist",
  "track",
  "radio",
  "channel",
  "library",
  "embed",
  "other",
] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

/**
 * The player's name for one stream of a track (sent as `?play=` on the stream URL and again
 * with the play it counts): random, so a listener cannot guess or reuse another's.
 */
export const playIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid play id.");

/** `share` (and `share_key` for a link with a password) hears a track through a share link. */
export const streamInput = z.object({ play: playIdSchema.optional(), ...shareAccessFields });

/** A track's stream: `streamInput` with the track from the path. */
export const trackStreamInput = streamInput.extend({ id: idSchema });
export type TrackStreamInput = z.output<typeof trackStreamInput>;

/** A track's download: the track from the path, and a share link that may allow it. */
export const trackDownloadInput = z.object({ id: idSchema, ...shareAccessFields });
export type TrackDownloadInput = z.output<typeof trackDownloadInput>;

export const recordPlayInput = z.object({
  trackId: idSchema,
  playId: playIdSchema,
  listenedMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  source: z.enum(PLAY_SOURCES).optional(),
  ...shareAccessFields,
});
