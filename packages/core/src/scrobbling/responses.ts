import { z } from "zod";
import { SCROBBLE_SERVICES } from "./config.ts";

// What the REST paths of scrobbling answer, for the API documentation (rest/openapi.ts).

export const scrobbleConnectionsResponse = z.array(
  z.object({
    service: z.enum(SCROBBLE_SERVICES),
    available: z.boolean(),
    status: z.enum(["disconnected", "active", "failed"]),
    account: z.string().nullable(),
    failure: z.string().nullable(),
    connected_at: z.string().nullable(),
    pending: z.number(),
  }),
);

export const scrobbleMessageResponse = z.object({ message: z.string() });

export const lastfmAuthorizeResponse = z.object({ url: z.string() });

export const nowPlayingResponse = z.object({ sent: z.number() });
