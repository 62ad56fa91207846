import { authChallengesRepo } from "@backbeat/db";
import { renderTwoFactorLocked } from "@backbeat/email";
import type { CoreServices } from "../context.ts";
import { tooManyRequests } from "../errors.ts";
import { mailerFor } from "../mail/mailer.ts";

/**
 * Failed second-factor codes are counted per account, across pending sign-ins: the limit per
 * pending sign-in alone let anyone who knows the password sign in again for five more guesses.
 * Ten attempts in fifteen minutes lock the second factor for fifteen minutes and tell the owner
 * by e-mail, since whoever tried knew the password. Counting happens before the code is
 * checked, so parallel requests cannot all pass one check. Kept in the database so a restart
 * or a second server process does not hand out fresh attempts.
 */
export const TWO_FACTOR_ACCOUNT_MAX_ATTEMPTS = 10;
export const TWO_FACTOR_WINDOW_MS = 15 * 60_000;
export const TWO_FACTOR_LOCK_MS = 15 * 60_000;

export function twoFactorLockedMessage(until: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return `Too many failed two-factor attempts. Two-factor sign-in is locked for ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function lockedError(until: Date, now = Date.now()) {
  return tooManyRequests(twoFactorLockedMessage(until, now), (until.getTime() - now) / 1000);
}

const rowId = (userId: number) => `two_factor_failures:${userId}`;

/**
 * Takes one attempt for the account before a code or recovery code is checked. Answers a
 * `failed` callback to call when the code turns out wrong; throws while the account is locked.
 */
export async function takeTwoFactorAttempt(
  services: CoreServices,
  user: { id: number; email: string },
): Promise<{ failed(): Promise<void>; passed(): Promise<void> }> {
  const now = new Date();
  const id = rowId(user.id);
  const { attempts, lockedUntil } = await authChallengesRepo.countTwoFactorAttempt(
    services.db,
    { id, userId: user.id, windowMs: TWO_FACTOR_WINDOW_MS },
    now,
  );
  if (lockedUntil) throw lockedError(lockedUntil);
  // Parallel requests past the limit: lock (only the first locker mails) and refuse unchecked.
  if (attempts > TWO_FACTOR_ACCOUNT_MAX_ATTEMPTS) throw await lock(services, user);
  return {
    async failed() {
      if (attempts >= TWO_FACTOR_ACCOUNT_MAX_ATTEMPTS) throw await lock(services, user);
    },
    async passed() {
      await authChallengesRepo.clearTwoFactorAttempts(services.db, id);
    },
  };
}

async function lock(services: CoreServices, user: { id: number; email: string }) {
  const until = new Date(Date.now() + TWO_FACTOR_LOCK_MS);
  if (await authChallengesRepo.lockTwoFactor(services.db, rowId(user.id), until)) {
    // The lock protects the account either way; a mail server hiccup must not undo the answer.
    await mailOwner(services, user.email).catch(() => {});
  }
  return lockedError(until);
}

async function mailOwner(services: CoreServices, email: string) {
  const settings = await services.settings.snapshot();
  const mail = await renderTwoFactorLocked({
    siteName: settings.get("branding.site_name"),
    url: `${services.config.appUrl}/forgot-password`,
    minutes: TWO_FACTOR_LOCK_MS / 60_000,
  });
  await mailerFor(services).send({ to: email, template: "two-factor-locked", ...mail });
}
