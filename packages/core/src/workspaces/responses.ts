import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const workspacesJoinResponse = z.object({
  workspace: z.object({
    id: z.number(),
    name: z.string(),
    members_count: z.number(),
    role: z.unknown(),
  }),
});

export const workspacesDeclineResponse = z.object({});
