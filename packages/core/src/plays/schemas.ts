import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

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

export const recordPlayInput = z.object({
  trackId: idSchema,
  listenedMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  source: z.enum(PLAY_SOURCES).optional(),
});
