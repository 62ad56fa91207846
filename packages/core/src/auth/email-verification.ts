import { authTokensRepo, type Executor, usersRepo } from "@backbeat/db";
import { renderVerifyEmailCode } from "@backbeat/email";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { mailerFor } from "../mail/mailer.ts";
import { codeHash, hashesEqual, issueToken, randomDigits } from "./one-time.ts";
import { giveBackRateLimit, rateLimit, resetRateLimits, takeRateLimit } from "./rate-limits.ts";
import type { verificationCodeInput } from "./schemas.ts";

export const EMAIL_VERIFICATION = "email_verification";
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
const INVALID = "This code is invalid or has expired.";

// Resending is limited per user: one e-mail every 30 seconds, and at most 6 an hour.
const RESEND_BURST = rateLimit("verify-resend-burst", 1, 30_000);
const RESEND_HOURLY = rateLimit("verify-resend-hourly", 6, 60 * 60_000);

export const EMAIL_NOT_VERIFIED = "Please verify your email address first.";

/**
 * docs/spec/1-platform-foundation.md §2 "Account gate": while require_email_confirmation is on, a signed-in user without a
 * verified e-mail sees only the verify screen, and the server holds the same line: every call
 * but the few that screen needs (bootstrap, logout, validate and resend the code) is refused.
 * Both edges call this, next to assertNotBanned. Accounts made while the setting was off, by a
 * social provider that verified the address, or through a password reset count as verified.
 */
export async function assertEmailVerified(services: CoreServices, viewer: Viewer): Promise<void> {
  if (!viewer.user || viewer.user.email_verified_at) return;
  const settings = await services.settings.snapshot();
  // The same truthiness the browser's gate applies to the bootstrap flag.
  if (settings.get("require_email_confirmation")) {
    throw new DomainError("FORBIDDEN", EMAIL_NOT_VERIFIED);
  }
}

/** docs/spec/1-platform-foundation.md §2: first two characters, four stars, then the domain; unknown → a row of stars. */
export function maskEmail(email: string | null | undefined): string {
  if (!email?.includes("@")) return "********";
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}****@${domain}`;
}

/** Issues a fresh 6-digit code (older ones stop working) and e-mails it. */
export async function sendVerificationCode(
  services: CoreServices,
  user: { id: number; email: string; language?: string },
  db: Executor = services.db,
): Promise<void> {
  const code = randomDigits(6);
  await authTokensRepo.deleteUserAuthTokens(db, user.id, EMAIL_VERIFICATION);
  await issueToken(db, {
    userId: user.id,
    kind: EMAIL_VERIFICATION,
    hash: codeHash(user.id, code),
    ttlMs: VERIFICATION_CODE_TTL_MS,
  });
  const settings = await services.settings.snapshot();
  const mail = await renderVerifyEmailCode({
    siteName: settings.get("branding.site_name"),
    code,
    minutes: VERIFICATION_CODE_TTL_MS / 60_000,
  });
  await mailerFor(services).send({ to: user.email, template: "verify-email", ...mail });
}

export async function resendVerificationCode(
  services: CoreServices,
  user: { id: number; email: string; email_verified_at: string | null },
): Promise<{ message: string }> {
  if (user.email_verified_at) throw validationError({ email: ["Your email address is already verified."] });
  const key = String(user.id);
  let wait = await takeRateLimit(services, RESEND_BURST, key);
  if (wait === 0) {
    wait = await takeRateLimit(services, RESEND_HOURLY, key);
    if (wait > 0) await giveBackRateLimit(services, RESEND_BURST, key);
  }
  if (wait > 0) {
    throw new DomainError("TOO_MANY_REQUESTS", `Please wait ${wait} seconds before requesting another email.`);
  }
  await sendVerificationCode(services, user);
  return { message: "Email sent" };
}

/** Checks a code: limited attempts, single use, expiring; marks the e-mail verified. */
export async function validateVerificationCode(
  services: CoreServices,
  userId: number,
  { code }: z.output<typeof verificationCodeInput>,
  now = new Date(),
): Promise<{ message: string }> {
  const { db } = services;
  const token = await authTokensRepo.latestAuthToken(db, userId, EMAIL_VERIFICATION);
  if (!token || token.expires_at.getTime() <= now.getTime()) throw validationError({ code: [INVALID] });
  const attempts = await authTokensRepo.incrementAttempts(db, token.id);
  if (attempts > VERIFICATION_MAX_ATTEMPTS) {
    await authTokensRepo.consumeAuthToken(db, token.id);
    throw validationError({ code: ["Too many attempts. Please request a new code."] });
  }
  if (!hashesEqual(codeHash(userId, code), token.token_hash)) throw validationError({ code: [INVALID] });
  if (!(await authTokensRepo.consumeAuthToken(db, token.id))) throw validationError({ code: [INVALID] });
  await usersRepo.updateUser(db, userId, { email_verified_at: now });
  return { message: "Your email has been verified." };
}

/** Test hook: forget resend limits between tests. */
export function resetVerificationThrottle(): void {
  resetRateLimits();
}
