import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type { Restriction } from "../schema.ts";
import type { Executor } from "./executor.ts";
import { markSessionsChanged } from "./sessions.ts";

export async function listPermissions(db: Executor) {
  return db.selectFrom("permissions").select(["name", "display_name", "group", "description"]).orderBy("id").execute();
}

/** Every assignable role (internal ones stay out of the screens). */
export async function listRoles(db: Executor) {
  return db
    .selectFrom("roles")
    .select(["id", "name", "slug", "default", "guests"])
    .where("internal", "=", false)
    .orderBy("id")
    .limit(500)
    .execute();
}

export async function findRole(db: Executor, id: number) {
  return db.selectFrom("roles").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findRolesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("roles").selectAll().where("id", "in", ids).execute();
}

export async function rolePermissionGrants(db: Executor, roleId: number) {
  return db
    .selectFrom("permission_role")
    .innerJoin("permissions", "permissions.id", "permission_role.permission_id")
    .select(["permissions.name", "permission_role.restrictions"])
    .where("permission_role.role_id", "=", roleId)
    .orderBy("permissions.id")
    .execute();
}

export async function updateRole(
  db: Executor,
  id: number,
  changes: { name?: string; slug?: string; description?: string | null; default?: boolean; guests?: boolean },
): Promise<void> {
  await db.updateTable("roles").set(changes).where("id", "=", id).execute();
}

/** Only one role can be the default (or the guests') role: the others give up the flag. */
export async function clearRoleFlag(db: Executor, flag: "default" | "guests", exceptId: number): Promise<void> {
  await db
    .updateTable("roles")
    .set({ [flag]: false })
    .where("id", "!=", exceptId)
    .where(flag, "=", true)
    .execute();
}

/** Grants by permission name as rows to store; names that do not exist are skipped. */
export async function grantRows(
  db: Executor,
  grants: { name: string; restrictions: Restriction[] }[],
): Promise<{ permission_id: number; restrictions: string }[]> {
  if (!grants.length) return [];
  const ids = await db
    .selectFrom("permissions")
    .select(["id", "name"])
    .where(
      "name",
      "in",
      grants.map((g) => g.name),
    )
    .execute();
  const byName = new Map(ids.map((p) => [p.name, p.id]));
  return grants.flatMap((g) => {
    const permissionId = byName.get(g.name);
    return permissionId === undefined
      ? []
      : [{ permission_id: permissionId, restrictions: jsonb(g.restrictions) as unknown as string }];
  });
}

export async function setRolePermissions(
  db: Executor,
  roleId: number,
  grants: { name: string; restrictions: Restriction[] }[],
): Promise<void> {
  await db.deleteFrom("permission_role").where("role_id", "=", roleId).execute();
  const rows = (await grantRows(db, grants)).map((row) => ({ ...row, role_id: roleId }));
  if (rows.length) await db.insertInto("permission_role").values(rows).execute();
  markSessionsChanged();
}

export async function countRoleUsers(db: Executor, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("role_user")
    .select(["role_id", (eb) => eb.fn.countAll<string>().as("count")])
    .where("role_id", "in", roleIds)
    .groupBy("role_id")
    .execute();
  return new Map(rows.map((r) => [r.role_id, Number(r.count)]));
}

export async function deleteRoles(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("roles").where("id", "in", ids).executeTakeFirst();
  markSessionsChanged();
  return Number(result.numDeletedRows);
}

/** Active users holding any of the permissions, through a role or directly (live admin events). */
export async function userIdsHolding(db: Executor, names: string[], limit = 500): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select("users.id")
    .where("users.banned_at", "is", null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("role_user")
            .innerJoin("permission_role", "permission_role.role_id", "role_user.role_id")
            .innerJoin("permissions", "permissions.id", "permission_role.permission_id")
            .whereRef("role_user.user_id", "=", "users.id")
            .where("permissions.name", "in", names)
            .select(sql<number>`1`.as("one")),
        ),
        eb.exists(
          eb
            .selectFrom("permission_user")
            .innerJoin("permissions", "permissions.id", "permission_user.permission_id")
            .whereRef("permission_user.user_id", "=", "users.id")
            .where("permissions.name", "in", names)
            .select(sql<number>`1`.as("one")),
        ),
      ]),
    )
    .orderBy("users.id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
