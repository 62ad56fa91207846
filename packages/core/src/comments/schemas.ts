import { z } from "zod";
import { idSchema, limitSchema, offsetSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

/** Timed comments on a track (browser-safe: the comment box validates with these rules). */
export const COMMENT_MAX = 1000;

/** A moment of the track in seconds; the service checks it against the track's duration. */
const position = z.coerce
  .number<number>({ error: "The position must be a number of seconds." })
  .refine(Number.isFinite, "The position must be a number of seconds.")
  .min(0, "The position may not be negative.")
  .max(86_400, "The position must be within the track.");

export const commentCreateInput = z.object({
  id: idSchema,
  content: text({ max: COMMENT_MAX, min: 1, multiline: true, label: "comment" }),
  /** Required for a comment; a reply sits at its parent's moment. */
  position: position.optional(),
  parent_id: idSchema.nullish().transform((v) => v ?? null),
});
export type CommentCreateInput = z.input<typeof commentCreateInput>;

export const COMMENT_ORDERS = ["position", "newest"] as const;

export const trackCommentsInput = z.object({
  id: idSchema,
  order: z.enum(COMMENT_ORDERS).catch("position").default("position"),
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(50).optional().default(50),
});
export type TrackCommentsInput = z.output<typeof trackCommentsInput>;

export const commentIdInput = z.object({ id: idSchema });
export type CommentIdInput = z.output<typeof commentIdInput>;

/** The comment box's "mm:ss" back to seconds, or null when it is not a time. */
export function parsePosition(value: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The comment box: the moment as typed ("1:05"), so a bad time is a field error of its own. */
export const commentFormInput = z.object({
  content: text({ max: COMMENT_MAX, min: 1, multiline: true, label: "comment" }),
  position: z.string().refine((v) => parsePosition(v) !== null, "Use minutes and seconds, such as 1:05."),
});

export const replyFormInput = z.object({
  content: text({ max: COMMENT_MAX, min: 1, multiline: true, label: "reply" }),
});
