import { z } from "zod";
import { trackRowResponse } from "../catalogue/responses.ts";

// What the REST paths of playlists answer, for the API documentation (rest/openapi.ts).

export const playlistCreatedResponse = z.object({ id: z.number() });

export const playlistTracksResponse = z.object({
  items: z.array(trackRowResponse.extend({ position: z.number(), added_at: z.string() })),
  offset: z.number(),
  limit: z.number(),
  nextOffset: z.number().nullable(),
});

export const smartCountResponse = z.object({ count: z.number() });
