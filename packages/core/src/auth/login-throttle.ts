import type { CoreServices } from "../context.ts";
import { DomainError, isDomainError, tooManyRequests } from "../errors.ts";
import { clientKey } from "../plays/client-key.ts";
import { type AttemptRule, defaultAttemptStore, loginAttemptStore } from "./attempt-store.ts";
import { deviceEntryFor } from "./device-cookie.ts";
import { requireHumanEvidence } from "./human-check.ts";
import { offerLoginUnlock } from "./login-unlock.ts";
import { HUMAN_CHECK_FIELD } from "./schemas.ts";

/**
 * Password sign-in failures, after OWASP's scheme: nobody is locked out by what others do.
 *
 * - A browser that signed in to the account before (a valid device cookie, device-cookie.ts)
 *   goes straight to the password check, whatever happens elsewhere, within its own budget of
 *   five failures in fifteen minutes; past it, it is treated like any new browser.
 * - Any other attempt is slowed per account and client address: five free, then each waits
 *   1, 2, 4… seconds after the last (at most 15 minutes). The owner on another address, or
 *   another user behind the same address, is not slowed by it.
 * - Per client address, a hundred failures in ten minutes (enough for an office or campus
 *   behind one NAT), and per account over every address, ten failures in fifteen minutes: past
 *   either, a new browser must pass the human check for each attempt. No hard lock. When the
 *   account's limit is reached its owner is mailed a single-use link that lets a browser sign
 *   in without the check (login-unlock.ts).
 *
 * Keys use the typed e-mail, existing or not, so the answers reveal nothing about accounts.
 * `ip` is the client behind trusted proxies. Every count is taken before the password is
 * checked, in one atomic step of the store, so parallel guesses cannot all pass one check.
 */
export const DEVICE_RULE: AttemptRule = { kind: "budget", max: 5, windowMs: 15 * 60_000 };
export const PAIR_RULE: AttemptRule = {
  kind: "backoff",
  free: 5,
  baseMs: 1000,
  maxMs: 15 * 60_000,
  forgetMs: 24 * 60 * 60_000,
};
export const ADDRESS_RULE: AttemptRule = { kind: "budget", max: 100, windowMs: 10 * 60_000 };
export const ACCOUNT_RULE: AttemptRule = { kind: "budget", max: 10, windowMs: 15 * 60_000 };

export const LOGIN_HUMAN_CHECK = "Please confirm you are human to sign in.";
export const LOGIN_ACCOUNT_HUMAN_CHECK =
  "There were too many failed sign-ins to this account. Please confirm you are human to continue. If it is your account, we have e-mailed you a link that lets this browser sign in.";

const tooMany = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return tooManyRequests(`Too many login attempts. Please try again in ${seconds} seconds.`, seconds);
};

/** 422 naming the human check: the sign-in form runs the check and sends the attempt again. */
export function humanCheckRequired(message: string): DomainError {
  return new DomainError("VALIDATION", message, { [HUMAN_CHECK_FIELD]: [message] });
}

export interface LoginGate {
  /** The attempt did not fail (refused unchecked, or broke before the verdict): nothing counts. */
  release(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface LoginAttempt {
  email: string;
  ip: string | null;
  user: { id: number; email: string } | undefined;
  deviceCookie?: string | null | undefined;
  humanPass?: string | null | undefined;
}

/** Counts the attempt where it belongs, or refuses it (429 wait, or 422 human check). */
export async function admitLogin(services: CoreServices, attempt: LoginAttempt, now = Date.now()): Promise<LoginGate> {
  const store = loginAttemptStore(services);
  const email = attempt.email.toLowerCase();
  const device = attempt.user ? deviceEntryFor(services, attempt.deviceCookie, attempt.user.id) : null;
  if (device) {
    const deviceKey = `device:${device.nonce}`;
    if ((await store.take(deviceKey, DEVICE_RULE, now)) === 0) {
      return { release: () => store.giveBack(deviceKey), succeeded: () => store.clear(deviceKey) };
    }
  }

  // An IPv6 client counts by its /64, or it could take a fresh address for every guess.
  const client = clientKey(attempt.ip);
  const pairKey = `pair:${email}|${client}`;
  const pairWait = await store.take(pairKey, PAIR_RULE, now);
  if (pairWait > 0) throw tooMany(pairWait);
  const addressKey = `address:${client}`;
  const accountKey = `account:${email}`;
  const taken = [pairKey];
  const addressFull = (await store.take(addressKey, ADDRESS_RULE, now)) > 0;
  if (!addressFull) taken.push(addressKey);
  const accountFull = (await store.take(accountKey, ACCOUNT_RULE, now)) > 0;
  if (!accountFull) taken.push(accountKey);
  const giveBack = async (keys: string[]) => {
    for (const key of keys) await store.giveBack(key);
  };

  if ((addressFull || accountFull) && !(await passedHumanCheck(services, attempt))) {
    await giveBack(taken);
    if (accountFull && attempt.user) await offerLoginUnlock(services, attempt.user, now);
    throw humanCheckRequired(accountFull ? LOGIN_ACCOUNT_HUMAN_CHECK : LOGIN_HUMAN_CHECK);
  }
  return {
    release: () => giveBack(taken),
    async succeeded() {
      await store.clear(pairKey);
      // Given back, not cleared: the owner signing in must not hand a guesser a fresh budget.
      await giveBack(taken.filter((key) => key !== pairKey));
    },
  };
}

async function passedHumanCheck(services: CoreServices, attempt: LoginAttempt): Promise<boolean> {
  if (!attempt.humanPass) return false;
  try {
    await requireHumanEvidence(services, "login", { pass: attempt.humanPass, ip: attempt.ip });
    return true;
  } catch (error) {
    if (isDomainError(error)) return false;
    throw error;
  }
}

/** Test hook: forget every count. */
export function resetLoginThrottles(): void {
  defaultAttemptStore.reset();
}
