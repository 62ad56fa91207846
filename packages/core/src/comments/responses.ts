import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

// A reply is a comment one level down: its own replies are not expanded.
const replyResponse = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  content: z.string(),
  position: z.number(),
  created_at: z.string(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  by_artist: z.boolean(),
  can_delete: z.boolean(),
  replies: z.array(z.unknown()),
});

export const commentResponse = replyResponse.extend({
  replies: z.array(replyResponse),
});

export const commentsListResponse = z.object({
  items: z.array(replyResponse),
  offset: z.number(),
  limit: z.number(),
  nextOffset: z.number().nullable(),
  total: z.number(),
  can_comment: z.boolean(),
});

export const commentsCreateResponse = commentResponse;

export const commentsDeleteResponse = z.object({
  deleted: z.literal(true),
});
