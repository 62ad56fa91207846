import { sessionsRepo, usersRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, tooManyRequests, validationError } from "../errors.ts";
import { clearRateLimit, giveBackRateLimit, rateLimit, resetRateLimits, takeRateLimit } from "./rate-limits.ts";
import type { passwordInput } from "./schemas.ts";

/** docs/spec/2-product-areas.md §9: a confirmed password stays valid for 9000 seconds. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;
export const PASSWORD_CONFIRMATION_REQUIRED = "Password confirmation required.";
const WRONG_PASSWORD = "The provided password is incorrect.";

const CONFIRM_LIMIT = rateLimit("password-confirm", 5, 60_000);

export function isPasswordConfirmed(
  viewer: Viewer,
  seconds = PASSWORD_CONFIRMATION_SECONDS,
  now = Date.now(),
): boolean {
  const at = viewer.session?.passwordConfirmedAt;
  return Boolean(at && now - at.getTime() < Math.min(seconds, PASSWORD_CONFIRMATION_SECONDS) * 1000);
}

/** Sensitive actions call this first; the client then opens the 'Confirm password' dialog. */
export function requirePasswordConfirmation(viewer: Viewer): void {
  if (!isPasswordConfirmed(viewer)) throw new DomainError("FORBIDDEN", PASSWORD_CONFIRMATION_REQUIRED);
}

/**
 * Checks the current user's password (throttled per user) or throws a field error. The attempt
 * is taken before the hash is awaited, so parallel requests cannot all pass one check.
 */
export async function checkPassword(
  services: CoreServices,
  userId: number,
  password: string,
  field = "password",
): Promise<void> {
  const key = String(userId);
  const wait = await takeRateLimit(services, CONFIRM_LIMIT, key);
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
  let verdict: boolean | undefined;
  try {
    const user = await usersRepo.findUserById(services.db, userId);
    verdict = !!user && (await services.hasher.verify(password, user.password, `user:${userId}`));
  } finally {
    // Refused as busy or broken before a verdict: no password was tried.
    if (verdict === undefined) await giveBackRateLimit(services, CONFIRM_LIMIT, key);
  }
  if (!verdict) throw validationError({ [field]: [WRONG_PASSWORD] });
  await clearRateLimit(services, CONFIRM_LIMIT, key);
}

/** auth/user/confirm-password: marks this session's password as freshly confirmed. */
export async function confirmPassword(
  services: CoreServices,
  viewer: Viewer & { user: { id: number } },
  { password }: z.output<typeof passwordInput>,
): Promise<{ confirmed: true }> {
  if (!viewer.session) throw new DomainError("FORBIDDEN", "Password confirmation needs a browser session.");
  await checkPassword(services, viewer.user.id, password);
  await sessionsRepo.setPasswordConfirmedAt(services.db, viewer.session.id, new Date());
  return { confirmed: true };
}

export function resetPasswordConfirmThrottle(): void {
  resetRateLimits();
}
