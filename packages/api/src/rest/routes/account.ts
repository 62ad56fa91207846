import {
  appPasswordStatus,
  avatarPath,
  changeLocale,
  changePassword,
  changePasswordInput,
  confirmTwoFactor,
  confirmTwoFactorInput,
  createAccessToken,
  createAccessTokenInput,
  createAppPassword,
  DomainError,
  deleteAccessToken,
  listAccountSessions,
  loadAccountUser,
  localeInput,
  logoutOtherSessions,
  parseId,
  passwordInput,
  profileUpdateInput,
  regenerateRecoveryCodes,
  removeAvatar,
  requirePasswordConfirmation,
  requireUser,
  revokeAppPassword,
  twoFactorQrCode,
  updateAccountUser,
  uploadAvatar,
  valueLists,
} from "@backbeat/core";
import { deleteAccountAction, disableTwoFactorAction, enableTwoFactorAction } from "../../actions/account.ts";
import type { RestRoute } from "../route.ts";

function body(input: unknown): Record<string, unknown> {
  return input && typeof input === "object" ? (input as Record<string, unknown>) : {};
}

/** docs/spec/2-product-areas.md §7 account settings calls. */
export const accountRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/users/{id}",
    access: "user",
    handle: async (ctx, { params }) => ({ user: await loadAccountUser(ctx.services, ctx.viewer, parseId(params.id)) }),
  },
  {
    method: "PUT",
    path: "api/v1/users/{id}",
    input: profileUpdateInput,
    access: "user",
    handle: (ctx, { params, body: input }) => updateAccountUser(ctx.services, ctx.viewer, parseId(params.id), input),
  },
  {
    method: "DELETE",
    path: "api/v1/users/{id}",
    access: "user",
    handle: (ctx, { params }) => deleteAccountAction(ctx, parseId(params.id)),
  },
  {
    method: "POST",
    path: "api/v1/users/{id}/avatar",
    access: "user",
    // Room above the 2 MB image limit, so a too-large image gets the spec's size message, not 413.
    maxBodyBytes: 8 * 1024 * 1024,
    handle: (ctx, { params, body: input }) =>
      uploadAvatar(ctx.services, ctx.viewer, parseId(params.id), body(input).file),
  },
  {
    method: "DELETE",
    path: "api/v1/users/{id}/avatar",
    access: "user",
    handle: (ctx, { params }) => removeAvatar(ctx.services, ctx.viewer, parseId(params.id)),
  },
  {
    method: "GET",
    path: "api/v1/avatars/{file}",
    access: "public",
    handle: async (ctx, { params }) => {
      const path = avatarPath(ctx.services, params.file ?? "");
      const file = path ? Bun.file(path) : null;
      if (!file || !(await file.exists())) throw new DomainError("NOT_FOUND", "Not found.");
      return new Response(file, {
        headers: { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
      });
    },
  },
  {
    method: "POST",
    path: "api/v1/users/me/locale",
    input: localeInput,
    access: "user",
    handle: (ctx, { body: input }) => changeLocale(ctx.services, ctx.viewer, input),
  },
  {
    method: "PUT",
    path: "auth/user/password",
    input: changePasswordInput,
    access: "user",
    handle: (ctx, { body: input }) => changePassword(ctx.services, ctx.viewer, input),
  },
  {
    method: "GET",
    path: "api/v1/value-lists/{names}",
    access: "public",
    handle: (ctx, { params }) => valueLists(ctx.services, params.names ?? ""),
  },
  {
    method: "POST",
    path: "api/v1/access-tokens",
    input: createAccessTokenInput,
    access: { permission: "api.access" },
    handle: (ctx, { body: input }) => createAccessToken(ctx.services, ctx.viewer, input),
  },
  {
    method: "DELETE",
    path: "api/v1/access-tokens/{id}",
    access: "user",
    handle: (ctx, { params }) => deleteAccessToken(ctx.services, ctx.viewer, parseId(params.id)),
  },
  // The Subsonic app password (subsonic/app-password.ts): status, create or replace (shown once), revoke.
  {
    method: "GET",
    path: "api/v1/subsonic-password",
    access: { permission: "music.view" },
    handle: async (ctx) => ({ password: await appPasswordStatus(ctx.services, ctx.viewer) }),
  },
  {
    method: "POST",
    path: "api/v1/subsonic-password",
    access: { permission: "music.view" },
    handle: (ctx) => createAppPassword(ctx.services, ctx.viewer),
  },
  {
    method: "DELETE",
    path: "api/v1/subsonic-password",
    access: "user",
    handle: (ctx) => revokeAppPassword(ctx.services, ctx.viewer),
  },
  {
    method: "GET",
    path: "api/v1/user-sessions",
    access: "user",
    handle: (ctx) => listAccountSessions(ctx.services, ctx.viewer),
  },
  {
    method: "POST",
    path: "api/v1/user-sessions/logout-other",
    input: passwordInput,
    access: "user",
    handle: (ctx, { body: input }) => logoutOtherSessions(ctx.services, ctx.viewer, input),
  },
  {
    method: "POST",
    path: "auth/user/two-factor-authentication",
    access: "user",
    handle: (ctx) => enableTwoFactorAction(ctx),
  },
  {
    method: "DELETE",
    path: "auth/user/two-factor-authentication",
    access: "user",
    handle: (ctx) => disableTwoFactorAction(ctx),
  },
  {
    method: "GET",
    path: "auth/user/two-factor/qr-code",
    access: "user",
    handle: (ctx) => {
      const { user } = requireUser(ctx.viewer);
      requirePasswordConfirmation(ctx.viewer);
      return twoFactorQrCode(ctx.services, user.id);
    },
  },
  {
    method: "POST",
    path: "auth/user/confirmed-two-factor-authentication",
    input: confirmTwoFactorInput,
    access: "user",
    handle: (ctx, { body: input }) => {
      const { user } = requireUser(ctx.viewer);
      requirePasswordConfirmation(ctx.viewer);
      return confirmTwoFactor(ctx.services, user.id, input);
    },
  },
  {
    method: "POST",
    path: "auth/user/two-factor-recovery-codes",
    access: "user",
    handle: (ctx) => {
      const { user } = requireUser(ctx.viewer);
      requirePasswordConfirmation(ctx.viewer);
      return regenerateRecoveryCodes(ctx.services, user.id);
    },
  },
];
