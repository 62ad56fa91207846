import { type Database, localizationsRepo, rolesRepo, settingsRepo, themesRepo, usersRepo } from "@backbeat/db";
import { ensureDefaultChannels } from "@backbeat/db/seeds";
import type { PasswordHasher } from "../auth/password.ts";
import { randomToken } from "../auth/tokens.ts";
import { defaultRoles, permissionCatalog } from "../permissions/catalog.ts";
import { seededSettings } from "../settings/registry.ts";
import { defaultThemes } from "../themes/defaults.ts";

export interface ProvisionResult {
  /** Set only when the admin account was created with a generated password. */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
}

/**
 * What the app needs to run, created once: idempotent, so it runs on every start and only
 * fills in what is missing (new settings and permissions arrive with upgrades).
 */
export async function provision(
  db: Database,
  hasher: PasswordHasher,
  admin: { email: string; password: string | undefined },
): Promise<ProvisionResult> {
  await settingsRepo.insertMissingSettings(db, seededSettings());
  await rolesRepo.upsertPermissions(db, [...permissionCatalog]);
  for (const role of defaultRoles) {
    const existing = await rolesRepo.findRoleBySlug(db, role.slug);
    if (existing) continue;
    const id = await rolesRepo.insertRole(db, {
      name: role.name,
      slug: role.slug,
      description: role.description,
      default: role.default ?? false,
      guests: role.guests ?? false,
    });
    await rolesRepo.grantPermissionsToRole(db, id, role.permissions);
  }
  if ((await themesRepo.countThemes(db)) === 0) {
    for (const theme of defaultThemes) await themesRepo.insertTheme(db, theme);
  }
  await ensureDefaultChannels(db);
  await localizationsRepo.insertMissingLocalization(db, { name: "English", language: "en", lines: {} });

  if (await usersRepo.findUserByEmail(db, admin.email)) return { generatedAdminPassword: null, adminCreated: false };
  if ((await usersRepo.countUsers(db)) > 0 && !admin.password)
    return { generatedAdminPassword: null, adminCreated: false };
  const password = admin.password ?? randomToken(12);
  const user = await usersRepo.insertUser(db, {
    email: admin.email,
    name: "Admin",
    password: await hasher.hash(password),
    email_verified_at: new Date(),
  });
  for (const slug of ["admins", "users"]) {
    const role = await rolesRepo.findRoleBySlug(db, slug);
    if (role) await rolesRepo.assignRole(db, user.id, role.id);
  }
  return { generatedAdminPassword: admin.password ? null : password, adminCreated: true };
}
