import { z } from "zod";

// What the REST paths of offline listening answer, for the API documentation (rest/openapi.ts).

export const offlineSyncResponse = z.object({
  results: z.array(
    z.union([
      z.object({ opId: z.string(), status: z.literal("applied"), counted: z.boolean().optional() }),
      z.object({ opId: z.string(), status: z.literal("duplicate") }),
      z.object({ opId: z.string(), status: z.literal("refused"), message: z.string() }),
    ]),
  ),
});

export const offlineAllowedTracksResponse = z.object({ allowed: z.array(z.number()) });
