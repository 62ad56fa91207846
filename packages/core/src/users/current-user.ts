import { type Executor, type PermissionGrant, rolesRepo, viewersRepo } from "@backbeat/db";
import { cacheChanged } from "../cluster/cache-changes.ts";
import { mergeGrants } from "../permissions/check.ts";

/** The signed-in user as the browser sees it (docs/spec/1-platform-foundation.md §3 "User"): no password or tokens. */
export interface CurrentUser {
  id: number;
  name: string;
  image: string | null;
  email: string;
  email_verified_at: string | null;
  banned_at: string | null;
  timezone: string;
  language: string;
  roles: { id: number; name: string }[];
  permissions: PermissionGrant[];
  subscriptions: { valid: boolean; active: boolean }[];
  unread_notifications_count: number;
}

/** The browser's view of a user from the one-query viewer row (roles and grants aggregated). */
export function currentUserFromRow(row: viewersRepo.ViewerRow): CurrentUser {
  return {
    id: row.user_id,
    name: row.name,
    image: row.image,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    banned_at: row.banned_at?.toISOString() ?? null,
    timezone: row.timezone,
    language: row.language,
    roles: row.roles.map((r) => ({ id: r.id, name: r.name })),
    permissions: mergeGrants([...row.role_grants, ...row.direct_grants, ...row.plan_grants]),
    subscriptions: row.subscriptions.map((s) => ({ valid: s.valid, active: s.active })),
    unread_notifications_count: 0,
  };
}

export async function loadCurrentUser(db: Executor, userId: number): Promise<CurrentUser | null> {
  const row = await viewersRepo.findUserViewer(db, userId);
  return row ? currentUserFromRow(row) : null;
}

/**
 * Signed-in viewers are cached per user for a few seconds, keyed by the user row's `updated_at`:
 * any change to the user (profile, ban, two-factor ...) bumps it and so is seen at once, by every
 * server process. Role and permission edits (other tables) show within USER_CACHE_TTL_MS, the
 * same trade-off the guest role makes. Sessions themselves are never cached.
 */
const USER_CACHE_TTL_MS = 5000;
const USER_CACHE_MAX = 10_000;
const userCache = new WeakMap<object, Map<number, { at: number; version: number; user: CurrentUser }>>();

export async function cachedCurrentUser(
  db: Executor,
  userId: number,
  version: Date,
  now = Date.now(),
): Promise<CurrentUser | null> {
  let cache = userCache.get(db);
  if (!cache) {
    cache = new Map();
    userCache.set(db, cache);
  }
  const hit = cache.get(userId);
  if (hit && hit.version === version.getTime() && now - hit.at < USER_CACHE_TTL_MS) return hit.user;
  const user = await loadCurrentUser(db, userId);
  cache.delete(userId);
  if (!user) return null;
  if (cache.size >= USER_CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(userId, { at: now, version: version.getTime(), user });
  return user;
}

/**
 * Drops cached viewers (tests, and role or permission edits that want to apply at once), here
 * and, with REDIS_URL, on every other instance.
 */
export function forgetCachedUsers(db: Executor, userId?: number): void {
  dropCachedUsers(db, userId);
  cacheChanged(db, userId === undefined ? { cache: "users" } : { cache: "users", userId });
}

/** This process's copy only (a change another instance announced). */
export function dropCachedUsers(db: Executor, userId?: number): void {
  if (userId === undefined) userCache.delete(db);
  else userCache.get(db)?.delete(userId);
}

type GuestRole = { id: number | null; permissions: PermissionGrant[] };

// Every anonymous request needs the guest role; caching it briefly keeps guests off the database.
const GUEST_ROLE_TTL_MS = 5000;
const guestRoleCache = new WeakMap<object, { at: number; value: Promise<GuestRole> }>();

export function loadGuestPermissions(db: Executor, now = Date.now()): Promise<GuestRole> {
  const cached = guestRoleCache.get(db);
  if (cached && now - cached.at < GUEST_ROLE_TTL_MS) return cached.value;
  const value = (async () => {
    const role = await rolesRepo.guestRole(db);
    if (!role) return { id: null, permissions: [] };
    return { id: role.id, permissions: mergeGrants(await rolesRepo.rolePermissions(db, [role.id])) };
  })();
  value.catch(() => guestRoleCache.delete(db));
  guestRoleCache.set(db, { at: now, value });
  return value;
}

/** Call after editing the guest role so the change applies at once, on every instance. */
export function forgetGuestRole(db: Executor): void {
  dropGuestRole(db);
  cacheChanged(db, { cache: "guest-role" });
}

export function dropGuestRole(db: Executor): void {
  guestRoleCache.delete(db);
}

/** A viewer for a user id (after sign-in) or for a guest. */
export async function loadViewer(
  db: Executor,
  userId: number | null,
  session: import("../auth/sessions.ts").SessionInfo | null = null,
): Promise<import("../context.ts").Viewer> {
  const user = userId === null ? null : await loadCurrentUser(db, userId);
  if (user) return { user, session, permissions: user.permissions };
  return { user: null, session: null, permissions: (await loadGuestPermissions(db)).permissions };
}
