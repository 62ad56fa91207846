import { type Executor, type PermissionGrant, rolesRepo, usersRepo } from "@backbeat/db";
import { mergeGrants } from "../permissions/check.ts";

/** The signed-in user as the browser sees it (spec 1 §3 "User"): no password or tokens. */
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

export async function loadCurrentUser(db: Executor, userId: number): Promise<CurrentUser | null> {
  const row = await usersRepo.findUserById(db, userId);
  if (!row) return null;
  const roles = await rolesRepo.userRoles(db, userId);
  const grants = [
    ...(await rolesRepo.rolePermissions(
      db,
      roles.map((r) => r.id),
    )),
    ...(await rolesRepo.userDirectPermissions(db, userId)),
  ];
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    banned_at: row.banned_at?.toISOString() ?? null,
    timezone: row.timezone,
    language: row.language,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    permissions: mergeGrants(grants),
    subscriptions: [],
    unread_notifications_count: 0,
  };
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

/** Call after editing the guest role so the change applies at once. */
export function forgetGuestRole(db: Executor): void {
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
