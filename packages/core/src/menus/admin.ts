import { adminRolesRepo, customPagesRepo, type Executor } from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { type FieldErrors, validationError } from "../errors.ts";
import { permissionCatalog } from "../permissions/catalog.ts";
import { customPageKey } from "./routes.ts";
import type { menusSaveInput } from "./schemas.ts";
import type { Menu } from "./types.ts";

export async function getMenus(services: CoreServices, viewer: Viewer): Promise<Menu[]> {
  assertAdminPermission(viewer, "appearance.update");
  return (await services.settings.snapshot()).get("menus");
}

/** What the item editor offers: the roles to pick from and the permission catalogue. */
export async function menuOptions(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "appearance.update");
  const roles = await adminRolesRepo.listRoles(services.db);
  return {
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    permissions: permissionCatalog.map((p) => ({ name: p.name, label: p.display_name })),
  };
}

const PERMISSIONS = new Set<string>(permissionCatalog.map((p) => p.name));

/**
 * What the schema cannot check: the roles, permissions and custom pages the items name must
 * exist. Field errors are keyed inside the menu list (`0.items.2.action`).
 */
export async function menuReferenceErrors(db: Executor, menus: Menu[]): Promise<FieldErrors> {
  const roleIds = [...new Set(menus.flatMap((m) => m.items.flatMap((i) => i.roles ?? [])))];
  const known = new Set((await adminRolesRepo.findRolesByIds(db, roleIds)).map((r) => r.id));
  const errors: FieldErrors = {};
  for (const [m, menu] of menus.entries()) {
    for (const [i, item] of menu.items.entries()) {
      const at = `${m}.items.${i}`;
      if (item.roles?.some((id) => !known.has(id))) errors[`${at}.roles`] = ["A chosen role no longer exists."];
      if (item.permissions?.some((p) => !PERMISSIONS.has(p))) errors[`${at}.permissions`] = ["Unknown permission."];
      const page = item.type === "route" ? customPageKey(item.action) : null;
      if (page !== null) {
        const found = /^\d+$/.test(page)
          ? Number(page) <= 2_147_483_647 && (await customPagesRepo.findCustomPage(db, Number(page)))
          : await customPagesRepo.findCustomPageBySlug(db, page);
        if (!found) errors[`${at}.action`] = ["No custom page has this address."];
      }
    }
  }
  return errors;
}

/** The setting row every menu is saved in. */
export const menusSettingRow = (menus: Menu[]) => ({ name: "menus", value: menus });

/** Saves every menu at once (the `menus` setting), refused whole when any item is invalid. */
export async function saveMenus(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof menusSaveInput>,
): Promise<Menu[]> {
  assertAdminPermission(viewer, "appearance.update");
  const menus = input as Menu[];
  const errors = await menuReferenceErrors(services.db, menus);
  if (Object.keys(errors).length) throw validationError(errors);
  await services.settings.save([menusSettingRow(menus)]);
  return menus;
}
