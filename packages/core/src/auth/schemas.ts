import { z } from "zod";
import { PASSWORD_MAX } from "./password.ts";

export const loginInput = z.strictObject({
  email: z.email({ error: "Enter a valid email address." }).max(255),
  password: z
    .string({ error: "The password field is required." })
    .min(1, "The password field is required.")
    .max(PASSWORD_MAX),
  remember: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginInput>;
