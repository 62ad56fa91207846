import { authTokensRepo, sessionsRepo, usersRepo } from "@backbeat/db";
import { renderResetPassword } from "@backbeat/email";
import type { z } from "zod";
import { revokeAllAccessTokens } from "../account/access-tokens.ts";
import type { CoreServices } from "../context.ts";
import { validationError } from "../errors.ts";
import { mailerFor } from "../mail/mailer.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { hashesEqual, issueRandomToken } from "./one-time.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "./rate-limits.ts";
import type { forgotPasswordInput, resetPasswordInput } from "./schemas.ts";
import { forgetCachedSessions } from "./sessions.ts";
import { hashSecret } from "./tokens.ts";

export const PASSWORD_RESET = "password_reset";
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_SENT = "We have emailed your password reset link.";
export const PASSWORD_WAS_RESET = "Your password has been reset!";
const INVALID_TOKEN = "This password reset token is invalid.";

// One reset e-mail per address per minute; extra requests get the same answer and no e-mail.
const RESET_MAIL_LIMIT = rateLimit("reset-mail", 1, 60_000);

/**
 * docs/spec/1-platform-foundation.md §7 auth/forgot-password. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered.
 */
export async function forgotPassword(
  services: CoreServices,
  { email }: z.output<typeof forgotPasswordInput>,
): Promise<{ message: string }> {
  const key = email.toLowerCase();
  const user = await usersRepo.findUserByEmail(services.db, email);
  // Taken in the same step as the check, so parallel requests cannot each send a mail.
  if (!user || (await takeRateLimit(services, RESET_MAIL_LIMIT, key)) > 0) return { message: RESET_LINK_SENT };
  await authTokensRepo.deleteUserAuthTokens(services.db, user.id, PASSWORD_RESET);
  const token = await issueRandomToken(services.db, {
    userId: user.id,
    kind: PASSWORD_RESET,
    ttlMs: RESET_TOKEN_TTL_MS,
  });
  const settings = await services.settings.snapshot();
  const url = `${services.config.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  const mail = await renderResetPassword({
    siteName: settings.get("branding.site_name"),
    url,
    minutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  await mailerFor(services).send({ to: user.email, template: "reset-password", ...mail });
  return { message: RESET_LINK_SENT };
}

/**
 * docs/spec/1-platform-foundation.md §7 auth/reset-password: single use, expiring, and it ends every session and every
 * personal access token of the user: a reset is how an owner takes a stolen account back.
 */
export async function resetPassword(
  services: CoreServices,
  input: z.output<typeof resetPasswordInput>,
  now = new Date(),
): Promise<{ message: string; userId: number }> {
  const { db } = services;
  const hash = hashSecret(input.token);
  const token = await authTokensRepo.findAuthTokenByHash(db, PASSWORD_RESET, hash);
  const user = token ? await usersRepo.findUserById(db, token.user_id) : undefined;
  if (
    !token ||
    !user ||
    !hashesEqual(hash, token.token_hash) ||
    user.email.toLowerCase() !== input.email.toLowerCase() ||
    token.expires_at.getTime() <= now.getTime()
  ) {
    throw validationError({ email: [INVALID_TOKEN] });
  }
  if (!(await authTokensRepo.consumeAuthToken(db, token.id))) throw validationError({ email: [INVALID_TOKEN] });
  const password = await services.hasher.hash(input.password);
  await db.transaction().execute(async (trx) => {
    await usersRepo.updateUser(trx, user.id, { password, email_verified_at: user.email_verified_at ?? now });
    await authTokensRepo.deleteUserAuthTokens(trx, user.id, PASSWORD_RESET);
    await sessionsRepo.deleteUserSessions(trx, user.id);
    await revokeAllAccessTokens(trx, user.id);
  });
  // The deletes above only show once committed: sessions read meanwhile must not outlive them.
  forgetCachedSessions();
  await announceSessionsEnded(services, user.id);
  return { message: PASSWORD_WAS_RESET, userId: user.id };
}

export function resetPasswordThrottle(): void {
  resetRateLimits();
}
