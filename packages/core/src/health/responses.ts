import { z } from "zod";

// What the health probes answer, for the API documentation (rest/openapi.ts).

const preparing = z.looseObject({}).nullable();

export const healthResponse = z.object({ status: z.literal("ok"), preparing });

export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "preparing", "unavailable"]),
  failed: z.string().optional(),
  checks: z.array(z.looseObject({ name: z.string() })),
  preparing: preparing.optional(),
});
