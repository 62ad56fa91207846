import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localizationsRepo, passkeysRepo, rolesRepo, sessionsRepo, socialProfilesRepo, usersRepo } from "@backbeat/db";
import type { z } from "zod";
import { checkPassword, requirePasswordConfirmation } from "../auth/password-confirmation.ts";
import type { changePasswordInput } from "../auth/schemas.ts";
import { forgetCachedSessions } from "../auth/sessions.ts";
import { randomToken } from "../auth/tokens.ts";
import { twoFactorState } from "../auth/two-factor.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { assertCanManageUser, assertKeepsASuperAdmin } from "../users/manage-user.ts";
import { requireUser } from "./access-control.ts";
import { type AccessTokenView, listAccessTokens, revokeAllAccessTokens } from "./access-tokens.ts";
import {
  AVATAR_HOSTS,
  AVATAR_URL_PREFIX,
  avatarFileName,
  isSafeHttpsUrl,
  ownedAvatarFile,
  parseAvatarFileName,
} from "./image-source.ts";
import type { localeInput, profileUpdateInput } from "./schemas.ts";

export { AVATAR_URL_PREFIX };

/** docs/spec/2-product-areas.md §3 "User (as used here)": the account settings view of a user. */
export interface AccountUser {
  id: number;
  name: string;
  image: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  email_verified_at: string | null;
  download_as: string;
  language: string;
  country: string | null;
  timezone: string;
  roles: { id: number; name: string }[];
  social_profiles: { service_name: string; username: string | null }[];
  tokens: AccessTokenView[];
  passkeys: { id: string; name: string; created_at: string; last_used_at: string | null }[];
  two_factor_confirmed_at: string | null;
  two_factor_state: 0 | 1 | 2;
  has_password: boolean;
  created_at: string;
}

export async function loadAccountUser(services: CoreServices, viewer: Viewer, rawId: number): Promise<AccountUser> {
  await assertCanManageUser(services, viewer, rawId);
  const { db } = services;
  const row = await usersRepo.findUserById(db, rawId);
  if (!row) throw notFound();
  const [roles, social, tokens, passkeys] = await Promise.all([
    rolesRepo.userRoles(db, row.id),
    socialProfilesRepo.listSocialProfiles(db, row.id),
    listAccessTokens(services, row.id),
    passkeysRepo.listPasskeys(db, row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    download_as: row.download_as,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    social_profiles: social.map((s) => ({ service_name: s.service_name, username: s.username })),
    tokens,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      created_at: p.created_at.toISOString(),
      last_used_at: p.last_used_at?.toISOString() ?? null,
    })),
    two_factor_confirmed_at: row.two_factor_confirmed_at?.toISOString() ?? null,
    two_factor_state: twoFactorState(row),
    has_password: row.password !== null,
    created_at: row.created_at.toISOString(),
  };
}

const AVATAR_NOT_ALLOWED = "The image must be an uploaded file.";

/**
 * An avatar is either a file this user uploaded (its name carries their id, and it still
 * exists) or a social provider's https picture. Anything else could name another user's file,
 * which removing the avatar would then delete, or send visitors' browsers elsewhere.
 */
async function isAllowedAvatar(services: CoreServices, userId: number, image: string): Promise<boolean> {
  const fileName = ownedAvatarFile(image, userId);
  if (fileName) {
    const path = avatarPath(services, fileName);
    return path !== null && (await Bun.file(path).exists());
  }
  return isSafeHttpsUrl(image, AVATAR_HOSTS);
}

/** PUT users/{id}: profile fields; the display name follows first and last name. */
export async function updateAccountUser(
  services: CoreServices,
  viewer: Viewer,
  userId: number,
  input: z.output<typeof profileUpdateInput>,
): Promise<{ user: AccountUser; message: string }> {
  await assertCanManageUser(services, viewer, userId);
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  if (input.image && !(await isAllowedAvatar(services, userId, input.image))) {
    throw validationError({ image: [AVATAR_NOT_ALLOWED] });
  }
  if (input.language) {
    const localization = await localizationsRepo.findLocalization(services.db, input.language);
    if (!localization) throw validationError({ language: ["Choose a language from the list."] });
  }
  const first = input.first_name === undefined ? row.first_name : input.first_name;
  const last = input.last_name === undefined ? row.last_name : input.last_name;
  const fullName = [first, last].filter(Boolean).join(" ").trim();
  await usersRepo.updateUser(services.db, userId, {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.download_as ? { download_as: input.download_as } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.country !== undefined ? { country: input.country } : {}),
    ...(input.timezone ? { timezone: input.timezone } : {}),
    ...(fullName ? { name: fullName } : {}),
  });
  return { user: await loadAccountUser(services, viewer, userId), message: "Updated account details" };
}

/**
 * PUT auth/user/password: other sessions end, this one stays. Personal access tokens are
 * revoked too: whoever changes the password may be shutting out someone who minted one.
 */
export async function changePassword(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof changePasswordInput>,
): Promise<{ message: string }> {
  const { user, session } = requireUser(viewer);
  await checkPassword(services, user.id, input.current_password, "current_password");
  const password = await services.hasher.hash(input.password);
  await services.db.transaction().execute(async (trx) => {
    await usersRepo.updateUser(trx, user.id, { password });
    await sessionsRepo.deleteUserSessions(trx, user.id, session?.id);
    await revokeAllAccessTokens(trx, user.id);
  });
  // The deletes above only show once committed: sessions read meanwhile must not outlive them.
  forgetCachedSessions();
  await announceSessionsEnded(services, user.id);
  return { message: "Password changed" };
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Sniffs the file's first bytes: the browser's content type and extension are not trusted. */
export function imageTypeOf(bytes: Uint8Array): "png" | "jpg" | "gif" | "webp" | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return "png";
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpg";
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return "gif";
  if (
    b(0) === 0x52 &&
    b(1) === 0x49 &&
    b(2) === 0x46 &&
    b(3) === 0x46 &&
    b(8) === 0x57 &&
    b(9) === 0x45 &&
    b(10) === 0x42 &&
    b(11) === 0x50
  )
    return "webp";
  return null;
}

function avatarDir(services: CoreServices) {
  return join(services.config.dataDir, "avatars");
}

export function avatarPath(services: CoreServices, fileName: string): string | null {
  if (!parseAvatarFileName(fileName)) return null;
  return join(avatarDir(services), fileName);
}

/** Deletes the user's previous avatar file, and only if they uploaded it themselves. */
async function removeAvatarFile(services: CoreServices, userId: number, image: string | null) {
  const fileName = ownedAvatarFile(image, userId);
  const path = fileName ? avatarPath(services, fileName) : null;
  if (path) await unlink(path).catch(() => {});
}

/** POST users/{id}/avatar: images only, checked by content, at most 2 MB (docs/spec/2-product-areas.md §5). */
export async function uploadAvatar(
  services: CoreServices,
  viewer: Viewer,
  userId: number,
  file: unknown,
): Promise<{ user: AccountUser; fileEntry: { url: string } }> {
  await assertCanManageUser(services, viewer, userId);
  if (!(file instanceof Blob) || file.size === 0) throw validationError({ file: ["Please select an image"] });
  const name = file instanceof File && file.name ? file.name : "file";
  if (file.size > AVATAR_MAX_BYTES) {
    throw validationError({ file: [`\`${name.slice(0, 100)}\` exceeds maximum allowed size of 2MB`] });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw validationError({ file: ["This file type is not allowed"] });
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  const fileName = avatarFileName(userId, randomToken(10), type);
  await mkdir(avatarDir(services), { recursive: true });
  await writeFile(join(avatarDir(services), fileName), bytes);
  const url = `${AVATAR_URL_PREFIX}${fileName}`;
  await usersRepo.updateUser(services.db, userId, { image: url });
  if (row.image !== url) await removeAvatarFile(services, userId, row.image);
  return { user: await loadAccountUser(services, viewer, userId), fileEntry: { url } };
}

export async function removeAvatar(
  services: CoreServices,
  viewer: Viewer,
  userId: number,
): Promise<{ user: AccountUser; message: string }> {
  await assertCanManageUser(services, viewer, userId);
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  await usersRepo.updateUser(services.db, userId, { image: null });
  await removeAvatarFile(services, userId, row.image);
  return { user: await loadAccountUser(services, viewer, userId), message: "Removed avatar" };
}

/**
 * DELETE users/{id}?deleteCurrentUser=true: the holder deletes their own account after a
 * recent password confirmation; an operator may delete an account they may manage. Nobody
 * deletes the last super admin, themselves included: the site would have no administrator.
 */
export async function deleteAccount(
  services: CoreServices,
  viewer: Viewer,
  userId: number,
): Promise<{ message: string; deletedSelf: boolean }> {
  const { self } = await assertCanManageUser(services, viewer, userId, "delete");
  if (self) requirePasswordConfirmation(viewer);
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  await services.db.transaction().execute(async (trx) => {
    await assertKeepsASuperAdmin(trx, { userIds: [userId] });
    await usersRepo.deleteUser(trx, userId);
  });
  await announceSessionsEnded(services, userId);
  await removeAvatarFile(services, userId, row.image);
  return { message: "Account deleted", deletedSelf: self };
}

/** POST users/me/locale: saves the language and returns its translation lines. */
export async function changeLocale(
  services: CoreServices,
  viewer: Viewer,
  { locale }: z.output<typeof localeInput>,
): Promise<{ locale: { language: string; name: string; lines: Record<string, string> } }> {
  const { user } = requireUser(viewer);
  const localization = await localizationsRepo.findLocalization(services.db, locale);
  if (!localization) throw validationError({ locale: ["Choose a language from the list."] });
  await usersRepo.updateUser(services.db, user.id, { language: localization.language });
  return { locale: { language: localization.language, name: localization.name, lines: localization.lines } };
}
