import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";

export const recordPlayInput = z.object({
  trackId: idSchema,
  listenedMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
