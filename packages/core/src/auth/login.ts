import { authTokensRepo, usersRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { type AttemptRule, loginAttemptStore } from "./attempt-store.ts";
import { deviceEntryFor } from "./device-cookie.ts";
import { admitLogin, resetLoginThrottles } from "./login-throttle.ts";
import { hashesEqual, issueRandomToken } from "./one-time.ts";
import type { loginInput, twoFactorChallengeInput } from "./schemas.ts";
import { createSession, invalidateSession } from "./sessions.ts";
import { hashSecret } from "./tokens.ts";
import { twoFactorState, useRecoveryCode, verifyTotp } from "./two-factor.ts";
import { takeTwoFactorAttempt } from "./two-factor-lockout.ts";

export const LOGIN_FAILED = "These credentials do not match our records.";
export const TWO_FACTOR_LOGIN = "two_factor_login";
export const TWO_FACTOR_PENDING_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** The cookie that carries a pending two-factor login between the two steps. */
export const TWO_FACTOR_COOKIE = "backbeat_2fa";

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The human-check pass cookie (auth/human-check.ts), when the request carries one. */
  humanPass?: string | null;
  /** The device cookie (auth/device-cookie.ts), when the request carries one. */
  deviceCookie?: string | null;
}

export type LoginResult =
  | { kind: "session"; token: string; remember: boolean; userId: number }
  | { kind: "two_factor"; pendingToken: string; remember: boolean };

/** Email and password sign-in: one answer for unknown e-mail and wrong password. */
export async function login(
  services: CoreServices,
  input: z.output<typeof loginInput>,
  meta: RequestMeta,
): Promise<LoginResult> {
  const user = await usersRepo.findUserByEmail(services.db, input.email);
  // Counted before the password is checked, so parallel guesses cannot all pass one check.
  const gate = await admitLogin(services, {
    email: input.email,
    ip: meta.ip,
    user,
    deviceCookie: meta.deviceCookie,
    humanPass: meta.humanPass,
  });
  let verdict: boolean | undefined;
  try {
    // Hashing waits in the client's own lane, so a flood from one IP barely delays others.
    verdict = (await services.hasher.verify(input.password, user?.password ?? null, meta.ip ?? "")) && !!user;
    if (!user || !verdict) throw validationError({ email: [LOGIN_FAILED] });
    await gate.succeeded();
    return await signInUser(services, user, input.remember, meta);
  } finally {
    // Refused as busy or broken before a verdict: no password was tried, so no failure counts.
    if (verdict === undefined) await gate.release();
  }
}

/**
 * The last step of every first-factor sign-in (password, social account): a new session, or a
 * pending two-factor login when the account has two-factor enabled.
 */
export async function signInUser(
  services: CoreServices,
  user: { id: number; two_factor_secret: string | null; two_factor_confirmed_at: Date | string | null },
  remember: boolean,
  meta: RequestMeta,
): Promise<LoginResult> {
  if (twoFactorState(user) === 2) {
    const pendingToken = await issueRandomToken(services.db, {
      userId: user.id,
      kind: TWO_FACTOR_LOGIN,
      ttlMs: TWO_FACTOR_PENDING_TTL_MS,
      data: { remember },
    });
    return { kind: "two_factor", pendingToken, remember };
  }
  const { token } = await createSession(services.db, {
    userId: user.id,
    remember,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { kind: "session", token, remember, userId: user.id };
}

const CHALLENGE_EXPIRED = "Your login attempt has expired. Please log in again.";

/**
 * docs/spec/1-platform-foundation.md §7 auth/two-factor-challenge: the second step of a pending login. Attempts are
 * limited per pending login and per account (two-factor-lockout.ts); codes cannot be
 * replayed and recovery codes work once.
 */
export async function completeTwoFactorLogin(
  services: CoreServices,
  pendingToken: string | null,
  input: z.output<typeof twoFactorChallengeInput>,
  meta: RequestMeta,
): Promise<{ token: string; remember: boolean; userId: number }> {
  const field = input.recovery_code ? "recovery_code" : "code";
  const { db } = services;
  if (!pendingToken || pendingToken.length > 100) throw validationError({ [field]: [CHALLENGE_EXPIRED] });
  const hash = hashSecret(pendingToken);
  const pending = await authTokensRepo.findAuthTokenByHash(db, TWO_FACTOR_LOGIN, hash);
  if (!pending || !hashesEqual(hash, pending.token_hash) || pending.expires_at.getTime() <= Date.now()) {
    throw validationError({ [field]: [CHALLENGE_EXPIRED] });
  }
  const attempts = await authTokensRepo.incrementAttempts(db, pending.id);
  if (attempts > TWO_FACTOR_MAX_ATTEMPTS) {
    await authTokensRepo.consumeAuthToken(db, pending.id);
    throw new DomainError("TOO_MANY_REQUESTS", "Too many attempts. Please log in again.");
  }
  const user = await usersRepo.findUserById(db, pending.user_id);
  if (!user || twoFactorState(user) !== 2) throw validationError({ [field]: [CHALLENGE_EXPIRED] });
  // Counted before the code is checked: per known browser, else per account (throws while locked).
  const attempt =
    (await takeDeviceTwoFactorAttempt(services, user.id, meta)) ?? (await takeTwoFactorAttempt(services, user));
  const ok = input.recovery_code
    ? await useRecoveryCode(db, user.id, input.recovery_code)
    : await verifyTotp(db, user, input.code ?? "");
  if (!ok) {
    await attempt.failed();
    throw validationError(
      input.recovery_code
        ? { recovery_code: ["The provided two factor recovery code was invalid."] }
        : { code: ["The provided two factor authentication code was invalid."] },
    );
  }
  await attempt.passed();
  if (!(await authTokensRepo.consumeAuthToken(db, pending.id))) throw validationError({ [field]: [CHALLENGE_EXPIRED] });
  const remember = pending.data.remember !== false;
  const { token } = await createSession(db, { userId: user.id, remember, ip: meta.ip, userAgent: meta.userAgent });
  return { token, remember, userId: user.id };
}

/**
 * A browser the account signed in with before has its own budget of second-factor failures, so
 * someone who knows the password cannot lock the owner's own browsers out by failing codes.
 * Null when the browser is not known to the account or has used its budget up.
 */
const DEVICE_TWO_FACTOR_RULE: AttemptRule = { kind: "budget", max: 5, windowMs: 15 * 60_000 };
async function takeDeviceTwoFactorAttempt(services: CoreServices, userId: number, meta: RequestMeta) {
  const device = deviceEntryFor(services, meta.deviceCookie, userId);
  if (!device) return null;
  const store = loginAttemptStore(services);
  const key = `device-2fa:${device.nonce}`;
  if ((await store.take(key, DEVICE_TWO_FACTOR_RULE, Date.now())) > 0) return null;
  return { failed: async () => {}, passed: () => store.clear(key) };
}

export async function logout(services: CoreServices, session: { id: string; userId: number } | null): Promise<void> {
  if (!session) return;
  await invalidateSession(services.db, session.id);
  await announceSessionsEnded(services, session.userId);
}

/** Test hook: forget failures between tests. */
export function resetLoginThrottle(): void {
  resetLoginThrottles();
}
