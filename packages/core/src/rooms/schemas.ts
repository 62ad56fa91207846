import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

/** Listening rooms (browser-safe: the room screen validates and projects the playhead with these). */
export const ROOM_MESSAGE_MAX = 500;
/** Entries of a room's queue (the player keeps at most this many too). */
export const ROOM_QUEUE_MAX = 500;

export const roomIdSchema = z
  .string({ error: "The room id is required." })
  .regex(/^[A-Za-z0-9_-]{12}$/, "This is not a room link.");

export const roomIdInput = z.object({ id: roomIdSchema });
export type RoomIdInput = z.output<typeof roomIdInput>;

const queueEntry = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "A queue entry key is letters, digits, - and _ (at most 40)."),
  id: idSchema,
});

/** The playhead a controller sends: the queue, its playing entry, the position (seconds) and play/pause. */
const playheadFields = {
  queue: z.array(queueEntry).max(ROOM_QUEUE_MAX, `A room's queue holds at most ${ROOM_QUEUE_MAX} tracks.`),
  index: z.number({ error: "The index must be a number." }).int().min(0, "The index may not be negative."),
  position: z
    .number({ error: "The position must be a number of seconds." })
    .min(0, "The position may not be negative.")
    .max(86_400, "The position must be within the track."),
  playing: z.boolean({ error: "Playing must be true or false." }),
};

function indexInQueue(value: { queue: unknown[]; index: number }, ctx: z.RefinementCtx) {
  if (value.queue.length > 0 && value.index >= value.queue.length)
    ctx.addIssue({ code: "custom", path: ["index"], message: "The index must point into the queue." });
}

export const roomOpenInput = z
  .object({
    queue: playheadFields.queue.default([]),
    index: playheadFields.index.default(0),
    position: playheadFields.position.default(0),
    playing: playheadFields.playing.default(false),
  })
  .superRefine(indexInQueue);
export type RoomOpenInput = z.input<typeof roomOpenInput>;

export const roomPlayheadInput = z.object({ id: roomIdSchema, ...playheadFields }).superRefine(indexInQueue);
export type RoomPlayheadInput = z.input<typeof roomPlayheadInput>;
export type ParsedRoomPlayheadInput = z.output<typeof roomPlayheadInput>;

/** The host's switches: let everyone control, or hand the host role to a member. */
export const roomControlInput = z.object({
  id: roomIdSchema,
  everyone_controls: z.boolean({ error: "Everyone controls must be true or false." }).optional(),
  host_id: idSchema.optional(),
});
export type RoomControlInput = z.output<typeof roomControlInput>;

// Chat lines are one line of text: control characters (a pasted tab or newline too) are dropped, not refused.
const stripControls = (v: unknown) => (typeof v === "string" ? v.replace(/\p{Cc}/gu, "") : v);

export const roomMessageInput = z.object({
  id: roomIdSchema,
  content: z.preprocess(stripControls, text({ max: ROOM_MESSAGE_MAX, min: 1, label: "message" })),
});
export type RoomMessageInput = z.output<typeof roomMessageInput>;

/** The chat box. */
export const roomMessageFormInput = z.object({
  content: z.preprocess(stripControls, text({ max: ROOM_MESSAGE_MAX, min: 1, label: "message" })),
});

export interface RoomPlayhead {
  queue: { key: string; id: number }[];
  index: number;
  /** Seconds into the playing entry at `at`. */
  position: number;
  playing: boolean;
  /** The server instant (ms since the epoch) the position was true at. */
  at: number;
}
