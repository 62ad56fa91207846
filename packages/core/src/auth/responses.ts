import { z } from "zod";
import { bootstrapDataResponse } from "../bootstrap/responses.ts";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const sessionLoginResponse = z.union([
  z.object({
    two_factor: z.literal(true),
  }),
  z.object({
    two_factor: z.literal(false).optional(),
    bootstrapData: bootstrapDataResponse,
  }),
]);

export const sessionLogoutResponse = z.object({
  bootstrapData: bootstrapDataResponse,
});

export const sessionPasskeyLoginResponse = z.object({
  bootstrapData: bootstrapDataResponse,
});

export const authRegisterResponse = z.object({
  bootstrapData: bootstrapDataResponse,
  status: z.enum(["success", "needs_email_verification"]),
});

export const authTwoFactorChallengeResponse = z.object({
  bootstrapData: bootstrapDataResponse,
});

export const authHumanChallengeResponse = z.union([
  z.object({
    provider: z.literal("recaptcha"),
    site_key: z.string(),
  }),
  z.object({
    provider: z.literal("pow"),
    challenge: z.object({
      codeChallenge: z
        .object({
          image: z.string(),
          audio: z.string().optional(),
          length: z.number().optional(),
        })
        .optional(),
      parameters: z.object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable()).optional(),
      }),
      signature: z.string().optional(),
    }),
  }),
]);

/** WebAuthn options for the browser's `navigator.credentials` call (the authenticator reads the rest). */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });

/** `recaptcha/verify`: whether the token passed (a pass also leaves a cookie). */
export const humanVerifyResponse = z.object({ success: z.boolean() });
