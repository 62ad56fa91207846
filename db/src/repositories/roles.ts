import type { Restriction } from "../schema.ts";
import type { Executor } from "./executor.ts";

export interface PermissionGrant {
  name: string;
  restrictions: Restriction[];
}

export async function upsertPermissions(
  db: Executor,
  rows: { name: string; display_name: string; group: string; description?: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("permissions")
    .values(rows.map((r) => ({ ...r, description: r.description ?? null })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

export async function findRoleBySlug(db: Executor, slug: string) {
  return db.selectFrom("roles").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function insertRole(
  db: Executor,
  role: { name: string; slug: string; description?: string; default?: boolean; guests?: boolean; internal?: boolean },
): Promise<number> {
  const row = await db
    .insertInto("roles")
    .values({ ...role, description: role.description ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function grantPermissionsToRole(db: Executor, roleId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const permissions = await db.selectFrom("permissions").select("id").where("name", "in", names).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto("permission_role")
    .values(permissions.map((p) => ({ role_id: roleId, permission_id: p.id })))
    .onConflict((oc) => oc.columns(["role_id", "permission_id"]).doNothing())
    .execute();
}

export async function guestRole(db: Executor) {
  return db.selectFrom("roles").selectAll().where("guests", "=", true).orderBy("id").executeTakeFirst();
}

export async function defaultRole(db: Executor) {
  return db.selectFrom("roles").selectAll().where("default", "=", true).orderBy("id").executeTakeFirst();
}

export async function rolePermissions(db: Executor, roleIds: number[]): Promise<PermissionGrant[]> {
  if (roleIds.length === 0) return [];
  return db
    .selectFrom("permission_role")
    .innerJoin("permissions", "permissions.id", "permission_role.permission_id")
    .select(["permissions.name", "permission_role.restrictions"])
    .where("permission_role.role_id", "in", roleIds)
    .execute();
}

export async function userRoles(db: Executor, userId: number) {
  return db
    .selectFrom("role_user")
    .innerJoin("roles", "roles.id", "role_user.role_id")
    .select(["roles.id", "roles.name", "roles.slug"])
    .where("role_user.user_id", "=", userId)
    .orderBy("roles.id")
    .execute();
}

export async function userDirectPermissions(db: Executor, userId: number): Promise<PermissionGrant[]> {
  return db
    .selectFrom("permission_user")
    .innerJoin("permissions", "permissions.id", "permission_user.permission_id")
    .select(["permissions.name", "permission_user.restrictions"])
    .where("permission_user.user_id", "=", userId)
    .execute();
}

export async function assignRole(db: Executor, userId: number, roleId: number): Promise<void> {
  await db
    .insertInto("role_user")
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(["user_id", "role_id"]).doNothing())
    .execute();
}
