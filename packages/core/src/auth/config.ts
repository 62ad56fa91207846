/** Social sign-in providers of docs/spec/1-platform-foundation.md §1. */
export const socialServices = ["google", "facebook", "twitter", "envato"] as const;
export type SocialService = (typeof socialServices)[number];

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Overrides for the provider's endpoints (tests point them at a local OAuth2 server). */
  authorizeUrl?: string | undefined;
  tokenUrl?: string | undefined;
  userInfoUrl?: string | undefined;
}

/** Deployment configuration for sign-in, read once by the server's env.ts. */
export interface AuthConfig {
  social?: Partial<Record<SocialService, SocialProviderConfig>>;
  /** Google reCAPTCHA v3 secret; without it the offline proof-of-work check is used. */
  recaptchaSecret?: string | undefined;
  /** Google's siteverify endpoint; tests point it at a local server that speaks the same API. */
  recaptchaVerifyUrl?: string | undefined;
  /** HMAC key for the offline proof-of-work challenges (defaults to a per-process random key). */
  captchaHmacKey?: string | undefined;
  /** The app's secret (`APP_SECRET`, else `<DATA_DIR>/app-secret`): signs device cookies (auth/device-cookie.ts). */
  signingKey?: Uint8Array | undefined;
}
