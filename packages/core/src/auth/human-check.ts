import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { CoreServices } from "../context.ts";
import { DomainError, tooManyRequests } from "../errors.ts";
import { storeChallenge, takeChallenge } from "./challenges.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "./rate-limits.ts";
import { randomToken } from "./tokens.ts";

/**
 * The human check before registration and contact, and before sign-in after many failures (docs/spec/1-platform-foundation.md §5, §7 `recaptcha/verify`). Two
 * providers behind one interface: Google reCAPTCHA v3 when the `recaptcha.site_key` setting and
 * the RECAPTCHA_SECRET_KEY are both configured, otherwise a self-hosted proof-of-work challenge
 * (altcha-lib) that works offline. A verified token is used up and leaves a short-lived pass
 * (cookie) that the protected action consumes, so the server enforces the check itself.
 */
export const HUMAN_CHECK_FAILED = "Could not verify you are human.";
export const HUMAN_PASS_COOKIE = "backbeat_human";
export const HUMAN_PASS_TTL_MS = 10 * 60 * 1000;
export const POW_TTL_MS = 10 * 60 * 1000;
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const RECAPTCHA_MIN_SCORE = 0.5;
/** The solver tries counters from 0 up; the answer lies in this range (SHA-256, one round each). */
const POW_COUNTER_RANGE: [number, number] = [5_000, 40_000];

/** `login`: asked only of a new browser once sign-in failures pass a limit (login-throttle.ts). */
export type HumanAction = "register" | "contact" | "login";
const actions = ["register", "contact", "login"] as const;

export type HumanChallenge = { provider: "recaptcha"; site_key: string } | { provider: "pow"; challenge: Challenge };

interface HumanCheckProvider {
  readonly kind: "recaptcha" | "pow";
  verify(token: string, context: { action: HumanAction; ip: string | null }): Promise<boolean>;
}

/** Google reCAPTCHA v3: POST to siteverify, success with a score of at least 0.5 for the action. */
export function recaptchaProvider(secret: string, verifyUrl = RECAPTCHA_VERIFY_URL): HumanCheckProvider {
  return {
    kind: "recaptcha",
    async verify(token, { action, ip }) {
      const body = new URLSearchParams({ secret, response: token });
      if (ip) body.set("remoteip", ip);
      try {
        const response = await fetch(verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: boolean; score?: number; action?: string };
        if (answer.success !== true) return false;
        if (typeof answer.score === "number" && answer.score < RECAPTCHA_MIN_SCORE) return false;
        return !answer.action || answer.action === action;
      } catch {
        return false;
      }
    },
  };
}

// Without a configured key a per-process one signs challenges (one server process).
let processHmacKey: string | undefined;
function hmacKey(services: CoreServices): string {
  processHmacKey ??= randomToken(32);
  return services.config.auth?.captchaHmacKey || processHmacKey;
}

const powPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(20),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().min(1).max(10),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: z.string().max(200),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(200),
  }),
});

/** Decodes the solver's token: base64 of the `{challenge, solution}` JSON. */
export function decodePowToken(token: string): z.infer<typeof powPayload> | null {
  try {
    const text = token.trim().startsWith("{") ? token : atob(token.trim());
    const parsed = powPayload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The self-hosted proof of work: signed, expiring challenges, each solution accepted once. */
export function powProvider(services: CoreServices): HumanCheckProvider {
  return {
    kind: "pow",
    async verify(token) {
      const payload = decodePowToken(token);
      if (!payload) return false;
      if (payload.challenge.parameters.algorithm !== "SHA-256") return false;
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution as Solution,
        deriveKey,
        hmacSignatureSecret: hmacKey(services),
        hmacKeySignatureSecret: hmacKey(services),
      }).catch(() => null);
      if (!result?.verified) return false;
      // Single use: the first verification records the challenge; a replay finds it there.
      return storeChallenge(services.db, {
        kind: "pow_used",
        secret: payload.challenge.signature,
        ttlMs: POW_TTL_MS,
      });
    },
  };
}

/**
 * reCAPTCHA when a site key and a secret are set, else the proof of work. The contact form always
 * asks (docs/spec/2-product-areas.md §2), so its `recaptcha.enable.contact` switch picks reCAPTCHA over the proof of work.
 */
async function activeProvider(services: CoreServices, action: HumanAction = "register"): Promise<HumanCheckProvider> {
  const settings = await services.settings.snapshot();
  if (action === "contact" && !(await humanCheckEnabled(services, "contact"))) return powProvider(services);
  const siteKey = settings.get("recaptcha.site_key");
  // A secret saved in the admin settings wins over RECAPTCHA_SECRET_KEY.
  const secret = settings.get("recaptcha.secret_key") || services.config.auth?.recaptchaSecret;
  if (siteKey && secret) return recaptchaProvider(secret, services.config.auth?.recaptchaVerifyUrl);
  return powProvider(services);
}

/** Whether the check is switched on for an action (`recaptcha.enable.<action>`). */
export async function humanCheckEnabled(services: CoreServices, action: HumanAction): Promise<boolean> {
  const settings = await services.settings.snapshot();
  // Older sites stored each switch as its own row.
  const dotted = settings.byName(`recaptcha.enable.${action}`);
  if (dotted !== undefined) return Boolean(dotted);
  return settings.get("recaptcha.enable")[action] === true;
}

const CHALLENGE_LIMIT = rateLimit("human-challenge", 60, 60_000);

/** GET recaptcha/challenge[?action=contact]: what the browser needs to produce a token. */
export async function humanChallenge(
  services: CoreServices,
  ip: string | null,
  rawAction: unknown = "register",
): Promise<HumanChallenge> {
  const settings = await services.settings.snapshot();
  const action: HumanAction = actions.find((known) => known === rawAction) ?? "register";
  const provider = await activeProvider(services, action);
  if (provider.kind === "recaptcha") return { provider: "recaptcha", site_key: settings.get("recaptcha.site_key") };
  const key = ip ?? "unknown";
  const wait = await takeRateLimit(services, CHALLENGE_LIMIT, key);
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(POW_COUNTER_RANGE[1], POW_COUNTER_RANGE[0]),
    deriveKey,
    expiresAt: new Date(Date.now() + POW_TTL_MS),
    hmacSignatureSecret: hmacKey(services),
    hmacKeySignatureSecret: hmacKey(services),
  });
  return { provider: "pow", challenge };
}

export const humanVerifyInput = z.object({
  token: z
    .string({ error: "The token field is required." })
    .trim()
    .min(1, "The token field is required.")
    .max(8192, "The token is too long."),
  action: z.enum(actions).default("register"),
});

/**
 * POST recaptcha/verify: checks a token with the active provider. On success the caller sets
 * the returned pass as a cookie; the protected action then takes it (single use).
 */
export async function verifyHumanToken(
  services: CoreServices,
  { token, action }: z.output<typeof humanVerifyInput>,
  ip: string | null,
): Promise<{ success: boolean; pass: string | null }> {
  const provider = await activeProvider(services, action);
  if (!(await provider.verify(token, { action, ip }))) return { success: false, pass: null };
  const pass = randomToken(32);
  await storeChallenge(services.db, { kind: "human_pass", secret: pass, ttlMs: HUMAN_PASS_TTL_MS, data: { action } });
  return { success: true, pass };
}

/**
 * Enforces the check for an action: passes when the check is off, or when the request carries
 * an unused pass for this action, or a token that verifies now. Otherwise 'Could not verify you are human.'.
 */
export async function requireHuman(
  services: CoreServices,
  action: HumanAction,
  evidence: { pass?: string | null; token?: unknown; ip: string | null },
): Promise<void> {
  if (!(await humanCheckEnabled(services, action))) return;
  await requireHumanEvidence(services, action, evidence);
}

/**
 * The check itself, for actions that always ask (the contact form): an unused pass for this
 * action, or a token that verifies now; otherwise 'Could not verify you are human.'.
 */
export async function requireHumanEvidence(
  services: CoreServices,
  action: HumanAction,
  evidence: { pass?: string | null; token?: unknown; ip: string | null },
): Promise<void> {
  if (evidence.pass) {
    const pass = await takeChallenge(services.db, "human_pass", evidence.pass);
    if (pass && pass.data.action === action) return;
  }
  if (typeof evidence.token === "string" && evidence.token && evidence.token.length <= 8192) {
    const provider = await activeProvider(services, action);
    if (await provider.verify(evidence.token, { action, ip: evidence.ip })) return;
  }
  throw new DomainError("VALIDATION", HUMAN_CHECK_FAILED);
}

export function resetHumanCheckThrottle(): void {
  resetRateLimits();
}
