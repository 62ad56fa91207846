import type { Viewer } from "../context.ts";
import { forbidden, unauthenticated } from "../errors.ts";
import type { PermissionName } from "../permissions/catalog.ts";
import { checkPermission } from "../permissions/check.ts";

/** A guest is asked to sign in (401); a signed-in user without the permission is refused (403). */
export function assertBackstagePermission(viewer: Viewer, permission: PermissionName): number {
  if (!viewer.user) throw unauthenticated();
  if (checkPermission(viewer, permission) !== "allowed") throw forbidden();
  return viewer.user.id;
}

/**
 * Reviewing requests belongs to the catalogue part of the admin area, which docs/spec/2-product-areas.md §6 gates
 * with admin.access alone (like tracks, albums and channels).
 */
export const assertReviewer = (viewer: Viewer) => assertBackstagePermission(viewer, "admin.access");
