import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.ts";

const email = z
  .string({ error: "The email field is required." })
  .trim()
  .min(1, "The email field is required.")
  .max(255, "The email may not be greater than 255 characters.")
  .pipe(z.email({ error: "Enter a valid email address." }));

const requiredPassword = z
  .string({ error: "The password field is required." })
  .min(1, "The password field is required.")
  .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`);

/** A new password: 8..255 characters, confirmed. */
const newPassword = z
  .string({ error: "The password field is required." })
  .min(1, "The password field is required.")
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`);

function confirmed<T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: "The password confirmation does not match.",
    });
  }
}

export const loginInput = z.strictObject({
  email,
  password: requiredPassword,
  remember: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginInput>;

export const twoFactorChallengeInput = z
  .object({
    code: z.string().trim().optional(),
    recovery_code: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.recovery_code) {
      if (v.recovery_code.length !== 21)
        ctx.addIssue({ code: "custom", path: ["recovery_code"], message: "The recovery code must be 21 characters." });
    } else if (!v.code) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "The code field is required." });
    } else if (!/^\d{6}$/.test(v.code)) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "The code must be 6 digits." });
    }
  });

export const registerInput = z
  .looseObject({
    email,
    password: newPassword,
    password_confirmation: z.string({ error: "The password confirmation field is required." }).max(PASSWORD_MAX),
    name: z.string().trim().max(255).optional(),
    invite_id: z.union([z.string(), z.number()]).optional().nullable(),
    invite_type: z.string().max(50).optional().nullable(),
  })
  .superRefine(confirmed);

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z
  .object({
    token: z.string({ error: "This password reset token is invalid." }).min(1).max(200),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: "The password confirmation field is required." }).max(PASSWORD_MAX),
  })
  .superRefine(confirmed);

export const verificationCodeInput = z.object({
  code: z
    .string({ error: "The code field is required." })
    .trim()
    .min(1, "The code field is required.")
    .max(6, "The code may not be greater than 6 characters.")
    .regex(/^\d+$/, "The code must be a number."),
});

export const changePasswordInput = z
  .object({
    current_password: requiredPassword,
    password: newPassword,
    password_confirmation: z.string({ error: "The password confirmation field is required." }).max(PASSWORD_MAX),
  })
  .superRefine(confirmed);

export const passwordInput = z.object({ password: requiredPassword });

export const confirmTwoFactorInput = z.object({
  code: z
    .string({ error: "The code field is required." })
    .trim()
    .regex(/^\d{6}$/, "The code must be 6 digits."),
});
