import { type Executor, sessionsRepo, viewersRepo } from "@backbeat/db";
import { type CurrentUser, cachedCurrentUser } from "../users/current-user.ts";
import { hashSecret, randomToken, secretMatches } from "./tokens.ts";

/**
 * Sessions follow the Lucia model: the cookie holds `id.secret`, the database only the
 * secret's SHA-256. Remembered sessions live 30 days, others 7 days (the browser cookie
 * itself is a session cookie), and both slide forward when used.
 */
export const SESSION_COOKIE = "backbeat_session";
const DAY = 24 * 60 * 60 * 1000;
export const REMEMBER_LIFETIME = 30 * DAY;
export const BROWSER_LIFETIME = 7 * DAY;
const TOUCH_AFTER = 60 * 1000;

export interface SessionInfo {
  id: string;
  userId: number;
  remember: boolean;
  expiresAt: Date;
  /** When the password was last re-entered in this session (docs/spec/2-product-areas.md §4 "Password confirmation"). */
  passwordConfirmedAt: Date | null;
}

export async function createSession(
  db: Executor,
  input: {
    userId: number;
    remember: boolean;
    ip: string | null;
    userAgent: string | null;
    country?: string | null;
    city?: string | null;
  },
  now = new Date(),
): Promise<{ token: string; session: SessionInfo }> {
  const id = randomToken();
  const secret = randomToken();
  const expiresAt = new Date(now.getTime() + (input.remember ? REMEMBER_LIFETIME : BROWSER_LIFETIME));
  await sessionsRepo.insertSession(db, {
    id,
    user_id: input.userId,
    secret_hash: hashSecret(secret),
    remember: input.remember,
    ip_address: input.ip,
    user_agent: input.userAgent?.slice(0, 512) ?? null,
    expires_at: expiresAt,
    country: input.country ?? null,
    city: input.city ?? null,
  });
  return {
    token: `${id}.${secret}`,
    session: { id, userId: input.userId, remember: input.remember, expiresAt, passwordConfirmedAt: null },
  };
}

/** A session token's id and secret, or null for anything that cannot be one. */
function tokenParts(token: string): [id: string, secret: string] | null {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  return [id, secret];
}

/** The token's session while it lasts; an expired one is deleted on the way. */
async function liveRow<R extends { secret_hash: Uint8Array; expires_at: Date }>(
  db: Executor,
  id: string,
  secret: string,
  row: R | undefined,
  now: Date,
): Promise<R | null> {
  if (!row || !secretMatches(secret, row.secret_hash)) return null;
  if (row.expires_at.getTime() <= now.getTime()) {
    await sessionsRepo.deleteSession(db, id);
    return null;
  }
  return row;
}

/** A session used again a while after its last touch lives on from now. */
function slidExpiry(row: { last_active_at: Date; remember: boolean }, now: Date): Date | null {
  if (now.getTime() - row.last_active_at.getTime() <= TOUCH_AFTER) return null;
  return new Date(now.getTime() + (row.remember ? REMEMBER_LIFETIME : BROWSER_LIFETIME));
}

export async function validateSessionToken(db: Executor, token: string, now = new Date()): Promise<SessionInfo | null> {
  const parts = tokenParts(token);
  if (!parts) return null;
  const [id, secret] = parts;
  const row = await liveRow(db, id, secret, await sessionsRepo.findSession(db, id), now);
  if (!row) return null;
  const slid = slidExpiry(row, now);
  const expiresAt = slid ?? row.expires_at;
  if (slid) await sessionsRepo.touchSession(db, id, now, slid);
  return {
    id,
    userId: row.user_id,
    remember: row.remember,
    expiresAt,
    passwordConfirmedAt: row.password_confirmed_at,
  };
}

export async function invalidateSession(db: Executor, id: string): Promise<void> {
  await sessionsRepo.deleteSession(db, id);
}

/**
 * Validated sessions stay in memory for a few seconds so an authenticated read costs about what
 * an anonymous one does. Every write that ends a session or changes its user (logout, ban,
 * password change or reset, password confirmation, profile edits) bumps
 * `sessionsRepo.sessionChanges()`, which drops every entry read before it, so those apply at
 * once in this process; another process sharing the database sees them within the TTL.
 */
const SESSION_CACHE_TTL_MS = 5000;
const SESSION_CACHE_MAX = 10_000;
type SessionViewerRow = NonNullable<Awaited<ReturnType<typeof viewersRepo.findSessionWithUserVersion>>>;
const sessionCache = new WeakMap<object, Map<string, { at: number; changes: number; row: SessionViewerRow }>>();

async function sessionViewerRow(db: Executor, id: string, now: number): Promise<SessionViewerRow | undefined> {
  let cache = sessionCache.get(db);
  if (!cache) {
    cache = new Map();
    sessionCache.set(db, cache);
  }
  // Read before the query: a write that lands while it runs makes this entry stale at once.
  const changes = sessionsRepo.sessionChanges();
  const hit = cache.get(id);
  if (hit && hit.changes === changes && now - hit.at < SESSION_CACHE_TTL_MS && now >= hit.at) return hit.row;
  const row = await viewersRepo.findSessionWithUserVersion(db, id);
  cache.delete(id);
  if (!row) return undefined;
  if (cache.size >= SESSION_CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(id, { at: now, changes, row });
  return row;
}

/** Drops cached sessions (after a transaction that ended sessions has committed, and tests). */
export function forgetCachedSessions(db?: Executor): void {
  if (db) sessionCache.delete(db);
  sessionsRepo.markSessionsChanged();
}

/**
 * The request path's session check: the session (joined with its user's version) from the short
 * cache above or one indexed query, the user's viewer from a short, version-checked cache; an
 * update at most once a minute slides the expiry.
 */
export async function validateSessionViewer(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<{ session: SessionInfo; user: CurrentUser } | null> {
  const parts = tokenParts(token);
  if (!parts) return null;
  const [id, secret] = parts;
  const row = await liveRow(db, id, secret, await sessionViewerRow(db, id, now.getTime()), now);
  if (!row) return null;
  const slid = slidExpiry(row, now);
  const expiresAt = slid ?? row.expires_at;
  if (slid) {
    // The cached copy moves with it, so the next requests do not touch again.
    row.last_active_at = now;
    row.expires_at = slid;
    await sessionsRepo.touchSession(db, id, now, slid);
  }
  const user = await cachedCurrentUser(db, row.user_id, row.user_updated_at, now.getTime());
  if (!user) return null;
  return {
    session: {
      id,
      userId: row.user_id,
      remember: row.remember,
      expiresAt,
      passwordConfirmedAt: row.password_confirmed_at,
    },
    user,
  };
}

/** Which of these sessions still exist and have not expired (the live channel's check). */
export async function liveSessionIds(db: Executor, ids: Iterable<string>, now = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  for (const id of new Set(ids)) {
    const row = await sessionsRepo.findSession(db, id);
    if (row && row.expires_at.getTime() > now.getTime()) live.add(id);
  }
  return live;
}
