import type { Viewer } from "../context.ts";
import { forbidden, unauthenticated } from "../errors.ts";
import type { PermissionName } from "../permissions/catalog.ts";
import { checkPermission, hasPermission } from "../permissions/check.ts";

/** admin.access for the area, then the screen's own permission (users.update or roles.update). */
export function assertAdminArea(viewer: Viewer, permission: PermissionName): number {
  if (!viewer.user) throw unauthenticated();
  if (checkPermission(viewer, "admin.access") !== "allowed" || checkPermission(viewer, permission) !== "allowed")
    throw forbidden();
  return viewer.user.id;
}

export const isSuperAdmin = (viewer: Viewer) => hasPermission(viewer, "admin");

/**
 * Nobody hands out more than they hold: an operator without `admin` may grant only permissions
 * they have themselves, so users.update or roles.update cannot be turned into a super admin.
 */
export function assertCanGrant(viewer: Viewer, names: Iterable<string>): void {
  if (isSuperAdmin(viewer)) return;
  for (const name of names) {
    if (name === "admin" || !hasPermission(viewer, name))
      throw forbidden(`Only a super admin can grant a permission you do not hold yourself (${name}).`);
  }
}

/** Stored restriction values as the editors take them: a number, or null for "no limit". */
export function editableGrants(grants: { name: string; restrictions: { name: string; value: unknown }[] }[]) {
  return grants.map((g) => ({
    name: g.name,
    restrictions: g.restrictions.map((r) => {
      const value = r.value === null || r.value === "" ? null : Number(r.value);
      return { name: r.name, value: value === null || Number.isNaN(value) ? null : value };
    }),
  }));
}
