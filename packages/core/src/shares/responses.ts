import { z } from "zod";
import { SHARE_TYPES } from "./schemas.ts";

// What the REST paths of share links answer, for the API documentation (rest/openapi.ts).

export const shareCreatedResponse = z.object({ token: z.string(), url: z.string() });

export const sharesListResponse = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      type: z.enum(SHARE_TYPES),
      item_id: z.number(),
      item_name: z.string(),
      has_password: z.boolean(),
      downloadable: z.boolean(),
      expires_at: z.string().nullable(),
      visits: z.number(),
      last_visited_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  offset: z.number(),
  limit: z.number(),
  nextOffset: z.number().nullable(),
});

export const shareRevokedResponse = z.object({ revoked: z.literal(true) });
