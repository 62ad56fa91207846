import { accessTokensRepo, adminRolesRepo, adminUsersRepo, rolesRepo, sessionsRepo, usersRepo } from "@backbeat/db";
import type { z } from "zod";
import { OWN_SUSPENSION } from "../account/ban.ts";
import { describeUserAgent } from "../account/sessions.ts";
import { forgetCachedSessions } from "../auth/sessions.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import { mergeGrants } from "../permissions/check.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { forgetCachedUsers } from "../users/current-user.ts";
import { assertCanManageUser, assertKeepsASuperAdmin } from "../users/manage-user.ts";
import { assertAdminArea, assertCanGrant, editableGrants } from "./access.ts";
import type {
  AdminUserIdInput,
  AdminUserSessionInput,
  AdminUserTokenInput,
  adminBanUserInput,
  adminCreateUserInput,
  adminUpdateUserDetailsInput,
  adminUpdateUserLocaleInput,
  adminUpdateUserPermissionsInput,
} from "./schemas.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;
const isUniqueViolation = (error: unknown) => String((error as { code?: string })?.code) === "23505";

/** A ban counts while it has no end or its end is still ahead. */
export function banIsActive(row: { banned_at: Date | null; banned_until: Date | null }, now = new Date()) {
  return row.banned_at !== null && (row.banned_until === null || row.banned_until.getTime() > now.getTime());
}

export async function getAdminUser(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  const viewerId = assertAdminArea(viewer, "users.update");
  await assertCanManageUser(services, viewer, userId);
  const row = await adminUsersRepo.findUserForAdmin(services.db, userId);
  if (!row) throw notFound("This user does not exist.");
  const [roles, direct, history] = await Promise.all([
    rolesRepo.userRoles(services.db, userId),
    rolesRepo.userDirectPermissions(services.db, userId),
    adminUsersRepo.listImpersonations(services.db, userId),
  ]);
  const roleGrants = await rolesRepo.rolePermissions(
    services.db,
    roles.map((r) => r.id),
  );
  const effective = mergeGrants([...roleGrants, ...direct]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    image: row.image,
    email_verified_at: iso(row.email_verified_at),
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    two_factor_enabled: row.two_factor_confirmed_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ban: banIsActive(row)
      ? { banned_at: iso(row.banned_at), reason: row.ban_reason, until: iso(row.banned_until) }
      : null,
    roles,
    permissions: editableGrants(direct),
    effective_permissions: effective.map((g) => g.name).sort(),
    is_self: row.id === viewerId,
    is_super_admin: effective.some((g) => g.name === "admin"),
    impersonations: history.map((h) => ({
      id: h.id,
      impersonator_id: h.impersonator_id,
      impersonator_name: h.impersonator_name,
      user_id: h.user_id,
      user_name: h.user_name,
      ip_address: h.ip_address,
      started_at: h.started_at.toISOString(),
      ended_at: iso(h.ended_at),
    })),
  };
}

export type AdminUserDetails = Awaited<ReturnType<typeof getAdminUser>>;

/** Roles by id, refusing unknown ones and (for a non-super admin) roles carrying more than they hold. */
async function checkedRoles(services: CoreServices, viewer: Viewer, roleIds: number[]) {
  const unique = [...new Set(roleIds)];
  const roles = await adminRolesRepo.findRolesByIds(services.db, unique);
  if (roles.length !== unique.length || roles.some((r) => r.internal || r.guests))
    throw validationError({ roles: ["Choose roles from the list."] });
  const grants = await rolesRepo.rolePermissions(services.db, unique);
  assertCanGrant(
    viewer,
    grants.map((g) => g.name),
  );
  return { ids: unique, grants };
}

export async function adminCreateUser(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof adminCreateUserInput>,
) {
  assertAdminArea(viewer, "users.update");
  let roleIds = values.roles;
  if (roleIds === undefined) {
    const role = await rolesRepo.defaultRole(services.db);
    roleIds = role ? [role.id] : [];
  }
  const roles = await checkedRoles(services, viewer, roleIds);
  if (await usersRepo.findUserByEmail(services.db, values.email))
    throw validationError({ email: ["The email has already been taken."] });
  const password = await services.hasher.hash(values.password);
  const user = await services.db
    .transaction()
    .execute(async (trx) => {
      const created = await usersRepo.insertUser(trx, {
        email: values.email,
        name: values.name || values.email.split("@")[0] || values.email,
        password,
        email_verified_at: values.email_verified ? new Date() : null,
      });
      await adminUsersRepo.setUserRoles(trx, created.id, roles.ids);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw validationError({ email: ["The email has already been taken."] });
      throw error;
    });
  return { id: user.id, message: "User created" };
}

export async function adminUpdateUserDetails(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof adminUpdateUserDetailsInput>,
) {
  await assertManagesUser(services, viewer, values.userId);
  const row = await adminUsersRepo.findUserForAdmin(services.db, values.userId);
  if (!row) throw notFound("This user does not exist.");
  const taken = await usersRepo.findUserByEmail(services.db, values.email);
  if (taken && taken.id !== values.userId) throw validationError({ email: ["The email has already been taken."] });
  const password = values.password ? await services.hasher.hash(values.password) : undefined;
  await services.db
    .transaction()
    .execute(async (trx) => {
      await usersRepo.updateUser(trx, values.userId, {
        name: values.name,
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        email_verified_at: values.email_verified ? (row.email_verified_at ?? new Date()) : null,
        ...(password ? { password } : {}),
      });
      // A new password set by an operator signs the account out everywhere, like a reset (an
      // admin changing their own keeps this browser, as the password screen does).
      if (password) {
        await sessionsRepo.deleteUserSessions(trx, values.userId, viewer.session?.id);
        await accessTokensRepo.deleteUserAccessTokens(trx, values.userId);
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw validationError({ email: ["The email has already been taken."] });
      throw error;
    });
  if (password) {
    forgetCachedSessions();
    await announceSessionsEnded(services, values.userId);
  }
  return { message: "User updated" };
}

/** The gate of every action on one account: the users area, and an account the operator may manage. */
async function assertManagesUser(services: CoreServices, viewer: Viewer, userId: number) {
  assertAdminArea(viewer, "users.update");
  await assertCanManageUser(services, viewer, userId);
}

export async function adminUpdateUserLocale(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof adminUpdateUserLocaleInput>,
) {
  await assertManagesUser(services, viewer, values.userId);
  await usersRepo.updateUser(services.db, values.userId, {
    ...(values.language ? { language: values.language } : {}),
    ...(values.country !== undefined ? { country: values.country } : {}),
    ...(values.timezone ? { timezone: values.timezone } : {}),
  });
  return { message: "User updated" };
}

export async function adminUpdateUserPermissions(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof adminUpdateUserPermissionsInput>,
) {
  assertAdminArea(viewer, "users.update");
  const { targetIsSuper } = await assertCanManageUser(services, viewer, values.userId);
  const roles = await checkedRoles(services, viewer, values.roles);
  const names = new Set(values.permissions.map((p) => p.name));
  if (names.size !== values.permissions.length)
    throw validationError({ permissions: ["A permission is listed twice."] });
  assertCanGrant(viewer, names);
  const staysSuper = names.has("admin") || roles.grants.some((g) => g.name === "admin");
  await services.db.transaction().execute(async (trx) => {
    if (targetIsSuper && !staysSuper) await assertKeepsASuperAdmin(trx, { userIds: [values.userId] });
    await adminUsersRepo.setUserRoles(trx, values.userId, roles.ids);
    await adminUsersRepo.setUserPermissions(trx, values.userId, values.permissions);
    // The user row's version keys the viewer cache: bump it so the change applies at once.
    await usersRepo.updateUser(trx, values.userId, {});
  });
  forgetCachedUsers(services.db, values.userId);
  return { message: "Permissions updated" };
}

export async function adminBanUser(services: CoreServices, viewer: Viewer, values: z.output<typeof adminBanUserInput>) {
  const viewerId = assertAdminArea(viewer, "users.update");
  if (values.userId === viewerId) throw new DomainError("CONFLICT", OWN_SUSPENSION);
  await assertCanManageUser(services, viewer, values.userId);
  const until = values.until ? new Date(values.until.length === 10 ? `${values.until}T00:00:00Z` : values.until) : null;
  if (until && until.getTime() <= Date.now()) throw validationError({ until: ["The ban must end in the future."] });
  await services.db.transaction().execute(async (trx) => {
    await assertKeepsASuperAdmin(trx, { userIds: [values.userId] });
    await usersRepo.updateUser(trx, values.userId, {
      banned_at: new Date(),
      ban_reason: values.reason || null,
      banned_until: until,
    });
    await sessionsRepo.deleteUserSessions(trx, values.userId);
  });
  forgetCachedSessions();
  await announceSessionsEnded(services, values.userId);
  return { message: "User suspended" };
}

export async function adminUnbanUser(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  await assertManagesUser(services, viewer, userId);
  await usersRepo.updateUser(services.db, userId, { banned_at: null, ban_reason: null, banned_until: null });
  return { message: "User re-activated" };
}

export async function adminResetTwoFactor(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  await assertManagesUser(services, viewer, userId);
  await adminUsersRepo.clearTwoFactor(services.db, userId);
  return { message: "Two-factor authentication reset" };
}

export async function adminUserSessions(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  await assertManagesUser(services, viewer, userId);
  const rows = await sessionsRepo.listUserSessions(services.db, userId, new Date());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.user_agent),
      city: row.city,
      country: row.country,
      ip_address: row.ip_address,
      last_active: row.last_active_at.toISOString(),
      created_at: row.created_at.toISOString(),
      is_current_device: row.id === viewer.session?.id,
      impersonated: row.impersonator_id !== null,
    })),
  };
}

export async function adminRevokeUserSession(
  services: CoreServices,
  viewer: Viewer,
  { userId, sessionId }: AdminUserSessionInput,
) {
  await assertManagesUser(services, viewer, userId);
  const session = await sessionsRepo.findSession(services.db, sessionId);
  if (!session || session.user_id !== userId) throw notFound("This session has already ended.");
  await sessionsRepo.deleteSession(services.db, sessionId);
  await announceSessionsEnded(services, userId);
  return { message: "Session ended" };
}

export async function adminRevokeAllUserSessions(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  await assertManagesUser(services, viewer, userId);
  await sessionsRepo.deleteUserSessions(services.db, userId, viewer.session?.id);
  await announceSessionsEnded(services, userId);
  return { message: "Sessions ended" };
}

export async function adminUserTokens(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  await assertManagesUser(services, viewer, userId);
  const rows = await accessTokensRepo.listAccessTokens(services.db, userId);
  return {
    tokens: rows.map((r) => ({
      id: r.id,
      name: r.name,
      last_used_at: iso(r.last_used_at),
      created_at: r.created_at.toISOString(),
    })),
  };
}

export async function adminDeleteUserToken(
  services: CoreServices,
  viewer: Viewer,
  { userId, tokenId }: AdminUserTokenInput,
) {
  await assertManagesUser(services, viewer, userId);
  const token = await accessTokensRepo.findAccessToken(services.db, tokenId);
  if (!token || token.user_id !== userId) throw notFound("This token no longer exists.");
  await accessTokensRepo.deleteAccessToken(services.db, tokenId);
  return { message: "Token deleted" };
}

/**
 * Deletes accounts all together or not at all: never yourself, only accounts the operator may
 * manage, never the last super admin. Rows that own content keep it as "deleted user" (foreign
 * keys set null) or take it with them (their own library).
 */
export async function adminDeleteUsers(services: CoreServices, viewer: Viewer, ids: number[]): Promise<number> {
  const viewerId = assertAdminArea(viewer, "users.update");
  const unique = [...new Set(ids)];
  if (unique.includes(viewerId))
    throw new DomainError("CONFLICT", "You can't delete your own account from the admin area.");
  for (const id of unique) {
    // An id that no longer exists is simply not deleted (the count tells).
    await assertCanManageUser(services, viewer, id, "delete").catch((error: unknown) => {
      if (!(error instanceof DomainError && error.code === "NOT_FOUND")) throw error;
    });
  }
  const deleted = await services.db.transaction().execute(async (trx) => {
    await assertKeepsASuperAdmin(trx, { userIds: unique });
    return adminUsersRepo.deleteUsers(trx, unique);
  });
  forgetCachedSessions();
  await announceSessionsEnded(services, unique);
  return deleted;
}

export async function adminDeleteUser(services: CoreServices, viewer: Viewer, { userId }: AdminUserIdInput) {
  const deleted = await adminDeleteUsers(services, viewer, [userId]);
  if (deleted === 0) throw notFound("This user does not exist.");
  return { message: "User deleted" };
}
