import { sql } from "kysely";
import type { Restriction } from "../schema.ts";
import { grantRows } from "./admin-roles.ts";
import type { Executor } from "./executor.ts";
import { markSessionsChanged } from "./sessions.ts";

/** What the admin's user page reads about one account (never the password or 2FA secret). */
export async function findUserForAdmin(db: Executor, id: number) {
  return db
    .selectFrom("users")
    .select([
      "id",
      "name",
      "email",
      "first_name",
      "last_name",
      "image",
      "email_verified_at",
      "banned_at",
      "ban_reason",
      "banned_until",
      "language",
      "country",
      "timezone",
      "two_factor_confirmed_at",
      "created_at",
      "updated_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function findUsersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).execute();
}

/** Replaces the user's roles; ids that name no role are skipped by the join. */
export async function setUserRoles(db: Executor, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom("role_user").where("user_id", "=", userId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto("role_user")
    .columns(["user_id", "role_id"])
    .expression((eb) =>
      eb
        .selectFrom("roles")
        .select([sql.lit(userId).as("user_id"), "roles.id"])
        .where("roles.id", "in", roleIds),
    )
    .execute();
  markSessionsChanged();
}

/** Replaces the user's direct grants (permission names that do not exist are skipped). */
export async function setUserPermissions(
  db: Executor,
  userId: number,
  grants: { name: string; restrictions: Restriction[] }[],
): Promise<void> {
  await db.deleteFrom("permission_user").where("user_id", "=", userId).execute();
  if (grants.length === 0) return;
  const rows = (await grantRows(db, grants)).map((row) => ({ ...row, user_id: userId }));
  if (rows.length) await db.insertInto("permission_user").values(rows).execute();
  markSessionsChanged();
}

/**
 * Users who can administer the site: holding the `admin` permission (through a role or
 * directly) and not suspended. The given users and grants through the given role are left out,
 * so a change can be checked before it is made.
 */
export async function adminHolderIds(
  db: Executor,
  options: { exceptUserIds?: number[]; exceptRoleId?: number } = {},
): Promise<number[]> {
  const exceptUsers = options.exceptUserIds?.length ? options.exceptUserIds : [0];
  const now = new Date();
  const viaRole = db
    .selectFrom("role_user")
    .innerJoin("permission_role", "permission_role.role_id", "role_user.role_id")
    .innerJoin("permissions", "permissions.id", "permission_role.permission_id")
    .select("role_user.user_id as user_id")
    .where("permissions.name", "=", "admin")
    .where("role_user.user_id", "not in", exceptUsers)
    .where("role_user.role_id", "!=", options.exceptRoleId ?? 0);
  const direct = db
    .selectFrom("permission_user")
    .innerJoin("permissions", "permissions.id", "permission_user.permission_id")
    .select("permission_user.user_id as user_id")
    .where("permissions.name", "=", "admin")
    .where("permission_user.user_id", "not in", exceptUsers);
  const rows = await db
    .selectFrom(viaRole.union(direct).as("holders"))
    .innerJoin("users", "users.id", "holders.user_id")
    .select("holders.user_id")
    .where((eb) => eb.or([eb("users.banned_at", "is", null), eb("users.banned_until", "<=", now)]))
    .limit(1000)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Serialises every change that can take `admin` away from someone (delete, ban, demotion, a
 * role edit) until the transaction ends, so two such changes cannot each count the other's
 * target as the one who remains.
 */
export async function lockAdminHolders(db: Executor): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('backbeat:admin-holders'))`.execute(db);
}

export async function clearTwoFactor(db: Executor, userId: number): Promise<void> {
  markSessionsChanged();
  await db
    .updateTable("users")
    .set({
      two_factor_secret: null,
      two_factor_confirmed_at: null,
      two_factor_recovery_codes: null,
      two_factor_last_counter: null,
      updated_at: new Date(),
    })
    .where("id", "=", userId)
    .execute();
  markSessionsChanged();
}

export async function deleteUsers(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  markSessionsChanged();
  const result = await db.deleteFrom("users").where("id", "in", ids).executeTakeFirst();
  markSessionsChanged();
  return Number(result.numDeletedRows);
}

/**
 * Moves a session to another user ("log in as") or back, remembering the admin it returns to.
 * The password confirmation never carries across.
 */
export async function switchSessionUser(
  db: Executor,
  sessionId: string,
  userId: number,
  impersonatorId: number | null,
): Promise<void> {
  markSessionsChanged();
  await db
    .updateTable("sessions")
    .set({ user_id: userId, impersonator_id: impersonatorId, password_confirmed_at: null })
    .where("id", "=", sessionId)
    .execute();
  markSessionsChanged();
}

/** The admin behind a taken-over session, if any. */
export async function sessionImpersonator(db: Executor, sessionId: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.impersonator_id")
    .select(["users.id", "users.name", "users.email"])
    .where("sessions.id", "=", sessionId)
    .executeTakeFirst();
}

export async function insertImpersonation(
  db: Executor,
  row: {
    impersonator_id: number;
    impersonator_name: string;
    user_id: number;
    user_name: string;
    ip_address: string | null;
  },
): Promise<void> {
  await db.insertInto("impersonations").values(row).execute();
}

export async function endImpersonation(db: Executor, impersonatorId: number, userId: number): Promise<void> {
  await db
    .updateTable("impersonations")
    .set({ ended_at: new Date() })
    .where("impersonator_id", "=", impersonatorId)
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .execute();
}

/** The "log in as" history touching a user, as the one taken over or the admin. */
export async function listImpersonations(db: Executor, userId: number) {
  return db
    .selectFrom("impersonations")
    .selectAll()
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("impersonator_id", "=", userId)]))
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}
