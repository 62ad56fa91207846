import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const commentResponse = z.object({
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
  replies: z.array(
    z.object({
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
    }),
  ),
});

export const commentsListResponse = z.object({
  items: z.array(
    z.object({
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
    }),
  ),
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
