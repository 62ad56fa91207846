import { authTokensRepo } from "@backbeat/db";
import { renderLoginUnlock } from "@backbeat/email";
import type { z } from "zod";
import type { CoreServices } from "../context.ts";
import { validationError } from "../errors.ts";
import { mailerFor } from "../mail/mailer.ts";
import { type AttemptRule, loginAttemptStore } from "./attempt-store.ts";
import { hashesEqual, issueRandomToken } from "./one-time.ts";
import { LOGIN_UNLOCK_INVALID, type loginUnlockInput } from "./schemas.ts";
import { hashSecret } from "./tokens.ts";

/**
 * When an account's failures reach the limit, new browsers must pass the human check. Its owner
 * is mailed a link instead (at most once per quarter hour): opened in a browser, it gives that
 * browser the account's device cookie, so the owner signs in there as from a known browser. The
 * link works once and for an hour; opening it signs nobody in, the password is still needed.
 */
export const LOGIN_UNLOCK = "login_unlock";
export const LOGIN_UNLOCK_TTL_MS = 60 * 60_000;
const MAIL_RULE: AttemptRule = { kind: "budget", max: 1, windowMs: 15 * 60_000 };

/** Mails the owner an unlock link, unless one went out in the last quarter hour. Never fails the caller. */
export async function offerLoginUnlock(
  services: CoreServices,
  user: { id: number; email: string },
  now = Date.now(),
): Promise<void> {
  if ((await loginAttemptStore(services).take(`unlock-mail:${user.id}`, MAIL_RULE, now)) > 0) return;
  try {
    const token = await issueRandomToken(services.db, {
      userId: user.id,
      kind: LOGIN_UNLOCK,
      ttlMs: LOGIN_UNLOCK_TTL_MS,
    });
    const settings = await services.settings.snapshot();
    const mail = await renderLoginUnlock({
      siteName: settings.get("branding.site_name"),
      url: `${services.config.appUrl}/login/unlock/${token}`,
      minutes: LOGIN_UNLOCK_TTL_MS / 60_000,
    });
    await mailerFor(services).send({ to: user.email, template: "login-unlock", ...mail });
  } catch {
    // The sign-in answer (a human check) protects the account either way.
  }
}

/** auth/unlock: uses up the link and answers whose device cookie the browser now gets. */
export async function useLoginUnlock(
  services: CoreServices,
  { token }: z.output<typeof loginUnlockInput>,
): Promise<{ userId: number }> {
  const hash = hashSecret(token);
  const row = await authTokensRepo.findAuthTokenByHash(services.db, LOGIN_UNLOCK, hash);
  if (!row || !hashesEqual(hash, row.token_hash) || row.expires_at.getTime() <= Date.now()) {
    throw validationError({ token: [LOGIN_UNLOCK_INVALID] });
  }
  if (!(await authTokensRepo.consumeAuthToken(services.db, row.id)))
    throw validationError({ token: [LOGIN_UNLOCK_INVALID] });
  return { userId: row.user_id };
}
