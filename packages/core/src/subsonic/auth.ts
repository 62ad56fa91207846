import { subsonicRepo, usersRepo } from "@backbeat/db";
import { userIdForAccessToken } from "../account/access-tokens.ts";
import { assertNotBanned } from "../account/ban.ts";
import { assertEmailVerified } from "../auth/email-verification.ts";
import { admitLogin, type LoginAttempt } from "../auth/login-throttle.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { loadViewer } from "../users/current-user.ts";
import { openAppPassword, proofMatches, type SubsonicProof } from "./app-password.ts";
import { SUBSONIC_ERRORS, SubsonicError } from "./errors.ts";

export interface SubsonicCredentials {
  u?: string;
  p?: string;
  t?: string;
  s?: string;
  apiKey?: string;
}

const TOUCH_AFTER_MS = 60_000;
const MAX_FIELD = 512;

/** Apps show `helpUrl` beside a refused sign-in: account settings is where app passwords and tokens are made. */
const help = (services: CoreServices) => `${services.config.appUrl.replace(/\/+$/, "")}/account-settings`;

const wrong = (services: CoreServices) =>
  new SubsonicError(SUBSONIC_ERRORS.wrongCredentials, "Wrong username or password", help(services));

/**
 * Who a Subsonic request is: the app password (`u` + `p`, or `u` + `t` + `s`) or a personal
 * access token (`apiKey`). Failures count against the sign-in throttles; each attempt is
 * counted and checked in one synchronous step after the rows are read, so parallel guesses
 * cannot pass one check, and a client's own parallel requests never wait on each other.
 */
export async function authenticateSubsonic(
  services: CoreServices,
  credentials: SubsonicCredentials,
  ip: string | null,
  now = new Date(),
): Promise<Viewer> {
  const { u, p, t, s, apiKey } = credentials;
  if ([u, p, t, s, apiKey].some((v) => v !== undefined && v.length > MAX_FIELD)) throw wrong(services);
  if (apiKey !== undefined) {
    // An API key stands alone: with a username, password or token beside it the request is ambiguous.
    if ([u, p, t, s].some((v) => v !== undefined))
      throw new SubsonicError(
        SUBSONIC_ERRORS.conflictingMechanisms,
        "Multiple conflicting authentication mechanisms provided",
      );
    const userId = await userIdForAccessToken(services.db, apiKey, now);
    const gate = await admit(services, { email: "apikey", ip, user: undefined });
    if (userId === null) throw new SubsonicError(SUBSONIC_ERRORS.invalidApiKey, "Invalid API key", help(services));
    await gate.succeeded();
    return admitted(services, userId);
  }
  if (!u) throw new SubsonicError(SUBSONIC_ERRORS.missingParameter, "Required parameter is missing: u");
  let proof: SubsonicProof;
  if (p !== undefined) proof = { kind: "password", value: p };
  else if (t !== undefined && s !== undefined) proof = { kind: "token", token: t, salt: s };
  else throw new SubsonicError(SUBSONIC_ERRORS.missingParameter, "Required parameter is missing: p, or t and s");

  const user = await usersRepo.findUserByEmail(services.db, u.trim().toLowerCase());
  const row = user ? await subsonicRepo.findPassword(services.db, user.id) : undefined;
  const gate = await admit(services, { email: u, ip, user });
  const plain = row ? openAppPassword(services, row.secret) : null;
  if (!user || plain === null || !proofMatches(plain, proof)) throw wrong(services);
  await gate.succeeded();
  if (!row?.last_used_at || now.getTime() - row.last_used_at.getTime() > TOUCH_AFTER_MS)
    await subsonicRepo.touchPassword(services.db, user.id, now);
  return admitted(services, user.id);
}

function throttled(error: unknown): unknown {
  return isDomainError(error) ? new SubsonicError(SUBSONIC_ERRORS.wrongCredentials, error.message) : error;
}

/** Subsonic apps cannot show a human check: past a limit they are refused like a wrong password. */
async function admit(services: CoreServices, attempt: LoginAttempt) {
  try {
    return await admitLogin(services, attempt);
  } catch (error) {
    throw throttled(error);
  }
}

/** The same gates as every other door: a suspended or (when required) unverified account is refused. */
async function admitted(services: CoreServices, userId: number): Promise<Viewer> {
  const viewer = await loadViewer(services.db, userId);
  if (!viewer.user) throw wrong(services);
  try {
    assertNotBanned(viewer);
    await assertEmailVerified(services, viewer);
  } catch (error) {
    if (isDomainError(error)) throw new SubsonicError(SUBSONIC_ERRORS.notAuthorized, error.message);
    throw error;
  }
  return viewer;
}
