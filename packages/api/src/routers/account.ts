import {
  accountConfirmPasswordResponse,
  accountConfirmTwoFactorResponse,
  accountCreateSubsonicPasswordResponse,
  accountCreateTokenResponse,
  accountEnableTwoFactorResponse,
  accountGetResponse,
  accountIdInput,
  accountIdSchema,
  accountLocaleResponse,
  accountPasswordStatusResponse,
  accountRegenerateRecoveryCodesResponse,
  accountRegisterPasskeyResponse,
  accountRemoveAvatarResponse,
  accountSessionsResponse,
  accountSubsonicPasswordResponse,
  accountTwoFactorQrCodeResponse,
  accountUpdateResponse,
  accountValueListsResponse,
  appPasswordStatus,
  banUser,
  changeLocale,
  changePassword,
  changePasswordInput,
  confirmTwoFactor,
  confirmTwoFactorInput,
  createAccessToken,
  createAccessTokenInput,
  createAppPassword,
  deleteAccessToken,
  deletePasskey,
  disconnectSocialAccount,
  listAccountSessions,
  loadAccountUser,
  localeInput,
  logoutOtherSessions,
  messageResponse,
  noInput,
  parseId,
  passkeyIdInput,
  passkeyOptionsResponse,
  passkeyRegistrationInput,
  passkeyRegistrationOptions,
  passwordInput,
  profileUpdateInput,
  regenerateRecoveryCodes,
  registerPasskey,
  removeAvatar,
  requirePasswordConfirmation,
  revokeAppPassword,
  socialServiceInput,
  twoFactorQrCode,
  unbanUser,
  updateAccountUser,
  valueLists,
  valueListsInput,
} from "@backbeat/core";
import { z } from "zod";
import {
  confirmPasswordAction,
  deleteAccountAction,
  disableTwoFactorAction,
  enableTwoFactorAction,
  passwordStatusAction,
} from "../actions/account.ts";
import { authedProcedure, permissionProcedure, publicProcedure, router } from "../trpc.ts";

// Inputs are core's schemas: validated here with the same field errors core gives REST.
const id = accountIdInput;

/** Account settings (docs/spec/2-product-areas.md §2): every procedure calls the same core function as its REST path. */
export const accountRouter = router({
  get: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/users/{id}",
        response: accountGetResponse,
        summary: "A user's account settings: the signed-in user's own, or any with users.update.",
        respond: (user) => ({ user }),
      },
    })
    .input(id)
    .query(({ ctx, input }) => loadAccountUser(ctx.services, ctx.viewer, parseId(input.id))),
  me: authedProcedure.input(noInput).query(({ ctx }) => loadAccountUser(ctx.services, ctx.viewer, ctx.viewer.user.id)),
  update: authedProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "api/v1/users/{id}",
        response: accountUpdateResponse,
        summary: "Updates a user's profile: the signed-in user's own, or any with users.update.",
        bodyField: "values",
      },
    })
    .input(z.object({ id: accountIdSchema, values: profileUpdateInput }))
    .mutation(({ ctx, input }) => updateAccountUser(ctx.services, ctx.viewer, parseId(input.id), input.values)),
  removeAvatar: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/users/{id}/avatar",
        response: accountRemoveAvatarResponse,
        summary: "Removes a user's avatar.",
      },
    })
    .input(id)
    .mutation(({ ctx, input }) => removeAvatar(ctx.services, ctx.viewer, parseId(input.id))),
  changePassword: authedProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "auth/user/password",
        response: messageResponse,
        summary: "Changes the signed-in user's password.",
      },
    })
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.services, ctx.viewer, input)),
  locale: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/users/me/locale",
        response: accountLocaleResponse,
        summary: "Sets the signed-in user's language.",
      },
    })
    .input(localeInput)
    .mutation(({ ctx, input }) => changeLocale(ctx.services, ctx.viewer, input)),
  valueLists: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/value-lists/{names}",
        response: accountValueListsResponse,
        summary: "Named value lists for forms (countries, languages, timezones), comma separated.",
      },
    })
    .input(valueListsInput)
    .query(({ ctx, input }) => valueLists(ctx.services, input.names)),
  deleteAccount: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/users/{id}",
        response: messageResponse,
        summary: "Deletes an account: the signed-in user's own (password confirmed), or any with users.delete.",
      },
    })
    .input(id)
    .mutation(({ ctx, input }) => deleteAccountAction(ctx, parseId(input.id))),

  passwordStatus: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "auth/user/confirmed-password-status",
        response: accountPasswordStatusResponse,
        summary: "Whether the password was confirmed within `seconds` (default 3 hours).",
      },
    })
    .input(z.object({ seconds: z.union([z.number(), z.string().max(12)]).optional() }).optional())
    .query(({ ctx, input }) => passwordStatusAction(ctx, input?.seconds)),
  confirmPassword: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/user/confirm-password",
        response: accountConfirmPasswordResponse,
        summary: "Confirms the password before a sensitive change.",
      },
    })
    .input(passwordInput)
    .mutation(({ ctx, input }) => confirmPasswordAction(ctx, input)),

  enableTwoFactor: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/user/two-factor-authentication",
        response: accountEnableTwoFactorResponse,
        summary: "Starts two-factor setup (password confirmed).",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => enableTwoFactorAction(ctx)),
  disableTwoFactor: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "auth/user/two-factor-authentication",
        response: messageResponse,
        summary: "Turns two-factor sign-in off (password confirmed).",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => disableTwoFactorAction(ctx)),
  twoFactorQrCode: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "auth/user/two-factor/qr-code",
        response: accountTwoFactorQrCodeResponse,
        summary: "The QR code of the pending two-factor secret (password confirmed).",
      },
    })
    .input(noInput)
    .query(({ ctx }) => {
      requirePasswordConfirmation(ctx.viewer);
      return twoFactorQrCode(ctx.services, ctx.viewer.user.id);
    }),
  confirmTwoFactor: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/user/confirmed-two-factor-authentication",
        response: accountConfirmTwoFactorResponse,
        summary: "Confirms two-factor setup with a code from the app (password confirmed).",
      },
    })
    .input(confirmTwoFactorInput)
    .mutation(({ ctx, input }) => {
      requirePasswordConfirmation(ctx.viewer);
      return confirmTwoFactor(ctx.services, ctx.viewer.user.id, input);
    }),
  regenerateRecoveryCodes: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/user/two-factor-recovery-codes",
        response: accountRegenerateRecoveryCodesResponse,
        summary: "New two-factor recovery codes (password confirmed).",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => {
      requirePasswordConfirmation(ctx.viewer);
      return regenerateRecoveryCodes(ctx.services, ctx.viewer.user.id);
    }),

  sessions: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/user-sessions",
        response: accountSessionsResponse,
        summary: "The signed-in user's sessions (devices).",
      },
    })
    .input(noInput)
    .query(({ ctx }) => listAccountSessions(ctx.services, ctx.viewer)),
  logoutOtherSessions: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/user-sessions/logout-other",
        response: messageResponse,
        summary: "Signs out every other session (password required).",
      },
    })
    .input(passwordInput)
    .mutation(({ ctx, input }) => logoutOtherSessions(ctx.services, ctx.viewer, input)),

  createToken: permissionProcedure("api.access")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/access-tokens",
        response: accountCreateTokenResponse,
        summary: "Creates a personal access token (password confirmed); its text is shown once.",
      },
    })
    .input(createAccessTokenInput)
    .mutation(({ ctx, input }) => createAccessToken(ctx.services, ctx.viewer, input)),
  deleteToken: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/access-tokens/{id}",
        response: messageResponse,
        summary: "Revokes one of the signed-in user's personal access tokens.",
      },
    })
    .input(id)
    .mutation(({ ctx, input }) => deleteAccessToken(ctx.services, ctx.viewer, parseId(input.id))),

  subsonicPassword: permissionProcedure("music.view")
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/subsonic-password",
        response: accountSubsonicPasswordResponse,
        summary: "Whether the Subsonic app password is set, and when it was made.",
        respond: (password) => ({ password }),
      },
    })
    .input(noInput)
    .query(({ ctx }) => appPasswordStatus(ctx.services, ctx.viewer)),
  createSubsonicPassword: permissionProcedure("music.view")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/subsonic-password",
        response: accountCreateSubsonicPasswordResponse,
        summary: "Creates or replaces the Subsonic app password; its text is shown once.",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => createAppPassword(ctx.services, ctx.viewer)),
  revokeSubsonicPassword: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/subsonic-password",
        response: messageResponse,
        summary: "Revokes the Subsonic app password.",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => revokeAppPassword(ctx.services, ctx.viewer)),

  passkeyRegistrationOptions: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/passkeys/registration-options",
        response: passkeyOptionsResponse,
        summary: "WebAuthn options to register a passkey.",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.services, ctx.viewer)),
  registerPasskey: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/passkeys",
        response: accountRegisterPasskeyResponse,
        summary: "Registers a passkey from the authenticator's answer.",
      },
    })
    .input(passkeyRegistrationInput)
    .mutation(({ ctx, input }) => registerPasskey(ctx.services, ctx.viewer, input)),
  deletePasskey: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/passkeys/{id}",
        response: messageResponse,
        summary: "Deletes one of the signed-in user's passkeys.",
      },
    })
    .input(passkeyIdInput)
    .mutation(({ ctx, input }) => deletePasskey(ctx.services, ctx.viewer, input.id)),

  disconnectSocial: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "secure/auth/social/{service}/disconnect",
        response: messageResponse,
        summary: "Disconnects a social sign-in from the signed-in account.",
      },
    })
    .input(socialServiceInput)
    .mutation(({ ctx, input }) => disconnectSocialAccount(ctx.services, ctx.viewer, input.service)),

  ban: permissionProcedure("users.update")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/users/{id}/ban",
        response: messageResponse,
        summary: "Suspends an account (users.update).",
      },
    })
    .input(id)
    .mutation(({ ctx, input }) => banUser(ctx.services, ctx.viewer, parseId(input.id))),
  unban: permissionProcedure("users.update")
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/users/{id}/ban",
        response: messageResponse,
        summary: "Lifts an account's suspension (users.update).",
      },
    })
    .input(id)
    .mutation(({ ctx, input }) => unbanUser(ctx.services, ctx.viewer, parseId(input.id))),
});
