import { z } from "zod";
import { emailField as email, isWellFormedText, text } from "../validation.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.ts";

/**
 * Passwords are taken as typed (never trimmed, any character), but they must be text: the one
 * rule every password field shares, here and in the admin's user forms.
 */
export function passwordText() {
  return z
    .string({ error: "The password field is required." })
    .refine(isWellFormedText, "The password is not valid text.");
}

const requiredPassword = passwordText()
  .min(1, "The password field is required.")
  .max(PASSWORD_MAX, `The password may not be greater than ${PASSWORD_MAX} characters.`);

/** A new password: 8..255 characters, confirmed. */
const newPassword = passwordText()
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

/** The error key of a sign-in refused until the browser passes the human check (login-throttle.ts). */
export const HUMAN_CHECK_FIELD = "human_check";

export const LOGIN_UNLOCK_INVALID = "This unlock link is invalid or has already been used.";

/** auth/unlock: the token of the link mailed when an account's sign-in failures reach the limit. */
export const loginUnlockInput = z.object({
  token: z.string({ error: LOGIN_UNLOCK_INVALID }).trim().min(1, LOGIN_UNLOCK_INVALID).max(100, LOGIN_UNLOCK_INVALID),
});

export const twoFactorChallengeInput = z
  .object({
    code: text({ max: 50, label: "code" }).optional(),
    recovery_code: text({ max: 50, label: "recovery code" }).optional(),
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
    name: text({ max: 255, label: "name" }).optional(),
    invite_id: z
      .union([text({ max: 50, label: "invite id" }), z.number()])
      .optional()
      .nullable(),
    invite_type: text({ max: 50, label: "invite type" }).optional().nullable(),
  })
  .superRefine(confirmed);

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z
  .object({
    // Only its hash reaches the database.
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

// ---- passkeys (WebAuthn JSON as @simplewebauthn/browser sends it) ------------------------------

/** Credential ids are base64url; they are looked up in the database, so no control characters. */
const credentialId = text({ max: 1024, min: 1, trim: false, label: "id" });

const credentialBase = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  // Any object: the browser's extension outputs are handed to the verifier as they are.
  clientExtensionResults: z
    .custom<object>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "Invalid extension results.")
    .default({}),
  authenticatorAttachment: z.string().max(50).optional(),
});

const registrationResponse = credentialBase.extend({
  // Unknown keys are dropped: the verifiers read only these (the rest is derived from them).
  response: z.object({
    clientDataJSON: z.string().min(1).max(8192),
    attestationObject: z.string().min(1).max(65536),
    transports: z.array(z.string().max(30)).max(10).optional(),
  }),
});

const authenticationResponse = credentialBase.extend({
  response: z.object({
    clientDataJSON: z.string().min(1).max(8192),
    authenticatorData: z.string().min(1).max(8192),
    signature: z.string().min(1).max(8192),
    userHandle: z.string().max(1024).optional().nullable(),
  }),
});

export const passkeyRegistrationInput = z.object({
  name: text({ max: 100, label: "name" })
    .optional()
    .transform((v) => v || undefined),
  response: registrationResponse,
});

export const passkeyLoginInput = z.object({
  response: authenticationResponse,
  remember: z.boolean().default(true),
});

export const passkeyIdInput = z.object({ id: credentialId });

/** `recaptcha/challenge?action=`: an unknown action is the registration check. */
export const humanChallengeInput = z.object({ action: z.string().max(40).optional() }).optional();

/** A social sign-in provider named in a path (`secure/auth/social/{service}/…`); an unknown one is 404. */
export const socialServiceInput = z.object({ service: z.string().max(40) });
