import { adminRolesRepo, rolesRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import { permissionCatalog } from "../permissions/catalog.ts";
import { forgetCachedUsers, forgetGuestRole } from "../users/current-user.ts";
import { assertKeepsASuperAdmin } from "../users/manage-user.ts";
import { assertAdminArea, assertCanGrant, editableGrants } from "./access.ts";
import { permissionGroupLabels, permissionRestrictions } from "./restrictions.ts";
import type { AdminRoleIdInput, adminRoleInput, adminUpdateRoleInput } from "./schemas.ts";

const known = new Set<string>(permissionCatalog.map((p) => p.name));
const isUniqueViolation = (error: unknown) => String((error as { code?: string })?.code) === "23505";

function slugify(name: string) {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 100) || "role"
  );
}

/** The permission catalogue grouped by area, each permission with the limits it can carry. */
export function permissionGroups() {
  const groups = new Map<
    string,
    {
      name: string;
      display_name: string;
      description: string | null;
      restrictions: (typeof permissionRestrictions)[string];
    }[]
  >();
  for (const p of permissionCatalog) {
    const list = groups.get(p.group) ?? [];
    list.push({
      name: p.name,
      display_name: p.display_name,
      description: "description" in p ? p.description : null,
      restrictions: permissionRestrictions[p.name] ?? [],
    });
    groups.set(p.group, list);
  }
  return [...groups].map(([group, permissions]) => ({
    group,
    label: permissionGroupLabels[group] ?? group,
    permissions,
  }));
}

/** What the role and user permission editors need: the grouped catalogue and every role. */
export async function adminPermissionOptions(services: CoreServices, viewer: Viewer) {
  if (!viewer.user) assertAdminArea(viewer, "roles.update");
  // Either editor may ask: the users screen assigns roles, the roles screen edits them.
  try {
    assertAdminArea(viewer, "roles.update");
  } catch {
    assertAdminArea(viewer, "users.update");
  }
  const roles = await adminRolesRepo.listRoles(services.db);
  return { groups: permissionGroups(), roles };
}

function checkGrants(viewer: Viewer, grants: { name: string }[]) {
  const names = new Set<string>();
  grants.forEach((g, index) => {
    if (!known.has(g.name)) throw validationError({ [`permissions.${index}.name`]: ["Unknown permission."] });
    if (names.has(g.name)) throw validationError({ permissions: ["A permission is listed twice."] });
    names.add(g.name);
  });
  assertCanGrant(viewer, names);
  return names;
}

export async function getAdminRole(services: CoreServices, viewer: Viewer, { roleId }: AdminRoleIdInput) {
  assertAdminArea(viewer, "roles.update");
  const role = await adminRolesRepo.findRole(services.db, roleId);
  if (!role || role.internal) throw notFound("This role does not exist.");
  const [grants, counts] = await Promise.all([
    adminRolesRepo.rolePermissionGrants(services.db, roleId),
    adminRolesRepo.countRoleUsers(services.db, [roleId]),
  ]);
  return {
    id: role.id,
    name: role.name,
    slug: role.slug,
    description: role.description,
    default: role.default,
    guests: role.guests,
    created_at: role.created_at.toISOString(),
    users_count: counts.get(roleId) ?? 0,
    permissions: editableGrants(grants),
  };
}

function afterRoleChange(services: CoreServices) {
  forgetGuestRole(services.db);
  forgetCachedUsers(services.db);
}

export async function adminCreateRole(services: CoreServices, viewer: Viewer, values: z.output<typeof adminRoleInput>) {
  assertAdminArea(viewer, "roles.update");
  checkGrants(viewer, values.permissions);
  const slug = values.slug || slugify(values.name);
  if (await rolesRepo.findRoleBySlug(services.db, slug))
    throw validationError({ [values.slug ? "slug" : "name"]: ["A role with this name already exists."] });
  const id = await services.db
    .transaction()
    .execute(async (trx) => {
      const roleId = await rolesRepo.insertRole(trx, {
        name: values.name,
        slug,
        description: values.description ?? undefined,
        default: values.default,
        guests: values.guests,
      });
      if (values.default) await adminRolesRepo.clearRoleFlag(trx, "default", roleId);
      if (values.guests) await adminRolesRepo.clearRoleFlag(trx, "guests", roleId);
      await adminRolesRepo.setRolePermissions(trx, roleId, values.permissions);
      return roleId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw validationError({ name: ["A role with this name already exists."] });
      throw error;
    });
  afterRoleChange(services);
  return { id, message: "Role created" };
}

export async function adminUpdateRole(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof adminUpdateRoleInput>,
) {
  assertAdminArea(viewer, "roles.update");
  const role = await adminRolesRepo.findRole(services.db, values.roleId);
  if (!role || role.internal) throw notFound("This role does not exist.");
  const names = checkGrants(viewer, values.permissions);
  // What the role grants today must also be within reach: no trimming a stronger role.
  const current = await adminRolesRepo.rolePermissionGrants(services.db, role.id);
  assertCanGrant(
    viewer,
    current.map((g) => g.name),
  );
  if (role.default && !values.default)
    throw validationError({ default: ["Make another role the default one instead; new users always get one."] });
  if (role.guests && !values.guests)
    throw validationError({ guests: ["Make another role the guests' role instead; visitors always get one."] });
  const slug = values.slug || role.slug;
  const clash = await rolesRepo.findRoleBySlug(services.db, slug);
  if (clash && clash.id !== role.id) throw validationError({ slug: ["A role with this slug already exists."] });
  await services.db
    .transaction()
    .execute(async (trx) => {
      if (current.some((g) => g.name === "admin") && !names.has("admin"))
        await assertKeepsASuperAdmin(trx, { roleId: role.id });
      await adminRolesRepo.updateRole(trx, role.id, {
        name: values.name,
        slug,
        description: values.description,
        default: values.default,
        guests: values.guests,
      });
      if (values.default) await adminRolesRepo.clearRoleFlag(trx, "default", role.id);
      if (values.guests) await adminRolesRepo.clearRoleFlag(trx, "guests", role.id);
      await adminRolesRepo.setRolePermissions(trx, role.id, values.permissions);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw validationError({ slug: ["A role with this slug already exists."] });
      throw error;
    });
  afterRoleChange(services);
  return { message: "Role updated" };
}

/** All or nothing: a default, guests or internal role, or one still given to users, is refused. */
export async function adminDeleteRoles(services: CoreServices, viewer: Viewer, ids: number[]): Promise<number> {
  assertAdminArea(viewer, "roles.update");
  const unique = [...new Set(ids)];
  const deleted = await services.db.transaction().execute(async (trx) => {
    const roles = await adminRolesRepo.findRolesByIds(trx, unique);
    for (const role of roles) {
      if (role.default)
        throw new DomainError(
          "CONFLICT",
          `"${role.name}" is the default role for new users; make another role the default first.`,
        );
      if (role.guests)
        throw new DomainError(
          "CONFLICT",
          `"${role.name}" is the role of visitors who are not signed in; it can't be deleted.`,
        );
      if (role.internal) throw new DomainError("CONFLICT", `"${role.name}" is built in and can't be deleted.`);
    }
    const counts = await adminRolesRepo.countRoleUsers(trx, unique);
    for (const role of roles) {
      const count = counts.get(role.id) ?? 0;
      if (count > 0)
        throw new DomainError(
          "CONFLICT",
          `"${role.name}" is still given to ${count} ${count === 1 ? "user" : "users"}; move them to another role first.`,
        );
    }
    return adminRolesRepo.deleteRoles(trx, unique);
  });
  afterRoleChange(services);
  return deleted;
}

export async function adminDeleteRole(services: CoreServices, viewer: Viewer, { roleId }: AdminRoleIdInput) {
  if ((await adminDeleteRoles(services, viewer, [roleId])) === 0) throw notFound("This role does not exist.");
  return { message: "Role deleted" };
}
