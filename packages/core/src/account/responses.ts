import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const accessTokenResponse = z.object({
  id: z.number(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});

export const passkeyResponse = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const accountUserResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  download_as: z.string(),
  language: z.string(),
  country: z.string().nullable(),
  timezone: z.string(),
  roles: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
    }),
  ),
  social_profiles: z.array(
    z.object({
      service_name: z.string(),
      username: z.string().nullable(),
    }),
  ),
  tokens: z.array(accessTokenResponse),
  passkeys: z.array(passkeyResponse),
  two_factor_confirmed_at: z.string().nullable(),
  two_factor_state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  has_password: z.boolean(),
  created_at: z.string(),
});

export const accountGetResponse = z.object({ user: accountUserResponse });

export const accountUpdateResponse = z.object({
  user: accountUserResponse,
  message: z.string(),
});

export const accountRemoveAvatarResponse = z.object({
  user: accountUserResponse,
  message: z.string(),
});

export const accountLocaleResponse = z.object({
  locale: z.object({
    language: z.string(),
    name: z.string(),
    lines: z.record(z.string(), z.string()),
  }),
});

export const accountValueListsResponse = z.object({
  timezones: z
    .record(
      z.string(),
      z.array(
        z.object({
          value: z.string(),
          text: z.string(),
        }),
      ),
    )
    .optional(),
  countries: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
      }),
    )
    .optional(),
  localizations: z
    .array(
      z.object({
        language: z.string(),
        name: z.string(),
      }),
    )
    .optional(),
});

export const accountPasswordStatusResponse = z.object({
  confirmed: z.boolean(),
});

export const accountConfirmPasswordResponse = z.object({
  confirmed: z.literal(true),
});

export const accountEnableTwoFactorResponse = z.object({
  state: z.unknown(),
  recovery_codes: z.array(z.string()),
});

export const accountTwoFactorQrCodeResponse = z.object({
  svg: z.string(),
  secret: z.string(),
});

export const accountConfirmTwoFactorResponse = z.object({
  state: z.unknown(),
});

export const accountRegenerateRecoveryCodesResponse = z.object({
  recovery_codes: z.array(z.string()),
});

export const accountSessionsResponse = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      device_type: z.enum(["mobile", "tablet", "desktop"]),
      platform: z.string().nullable(),
      browser: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      ip_address: z.string().nullable(),
      token: z.string().nullable(),
      last_active: z.string(),
      is_current_device: z.boolean(),
    }),
  ),
});

export const accountCreateTokenResponse = z.object({
  token: accessTokenResponse,
  plainTextToken: z.string(),
});

export const accountSubsonicPasswordResponse = z.object({
  password: z.object({
    username: z.string().optional(),
    created_at: z.string().optional(),
    last_used_at: z.string().nullable().optional(),
  }),
});

export const accountCreateSubsonicPasswordResponse = z.object({
  username: z.string(),
  password: z.string(),
  created_at: z.string(),
});

export const accountRegisterPasskeyResponse = z.object({
  passkey: passkeyResponse,
  message: z.string(),
});

export const avatarUploadResponse = z.object({
  user: accountUserResponse,
  fileEntry: z.object({ url: z.string() }),
});
