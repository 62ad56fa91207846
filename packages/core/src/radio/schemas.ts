import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

export const radioSeedTypes = ["artist", "album", "track", "genre"] as const;

/** Tracks per request; huge or negative sizes are clamped, never refused. */
export const MAX_STATION = 50;

/**
 * Queued ids a station skips. A long session's queue outgrows what is worth excluding: a
 * longer list is trimmed to its latest ids rather than refused, and only a flood is refused.
 */
export const MAX_RADIO_EXCLUDE = 500;
const MAX_RADIO_EXCLUDE_SENT = 5_000;

export const radioInput = z.object({
  type: z.enum(radioSeedTypes),
  id: idSchema,
  exclude: z
    .array(idSchema)
    .max(MAX_RADIO_EXCLUDE_SENT, `At most ${MAX_RADIO_EXCLUDE_SENT} tracks can be excluded.`)
    .default([])
    .transform((ids) => ids.slice(-MAX_RADIO_EXCLUDE)),
  limit: z.coerce
    .number<number>()
    .catch(25)
    .default(25)
    .transform((n) => (Number.isFinite(n) ? Math.min(MAX_STATION, Math.max(1, Math.trunc(n))) : 25)),
});
export type RadioInput = z.output<typeof radioInput>;
