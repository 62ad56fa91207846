import {
  accountIdInput,
  accountIdSchema,
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
  listAccountSessions,
  loadAccountUser,
  localeInput,
  logoutOtherSessions,
  noInput,
  parseId,
  passkeyIdInput,
  passkeyRegistrationInput,
  passkeyRegistrationOptions,
  passwordInput,
  profileUpdateInput,
  regenerateRecoveryCodes,
  registerPasskey,
  removeAvatar,
  requirePasswordConfirmation,
  revokeAppPassword,
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
  me: authedProcedure.input(noInput).query(({ ctx }) => loadAccountUser(ctx.services, ctx.viewer, ctx.viewer.user.id)),
  update: authedProcedure
    .input(z.object({ id: accountIdSchema, values: profileUpdateInput }))
    .mutation(({ ctx, input }) => updateAccountUser(ctx.services, ctx.viewer, parseId(input.id), input.values)),
  removeAvatar: authedProcedure
    .input(id)
    .mutation(({ ctx, input }) => removeAvatar(ctx.services, ctx.viewer, parseId(input.id))),
  changePassword: authedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.services, ctx.viewer, input)),
  locale: authedProcedure
    .input(localeInput)
    .mutation(({ ctx, input }) => changeLocale(ctx.services, ctx.viewer, input)),
  valueLists: publicProcedure.input(valueListsInput).query(({ ctx, input }) => valueLists(ctx.services, input.names)),
  deleteAccount: authedProcedure.input(id).mutation(({ ctx, input }) => deleteAccountAction(ctx, parseId(input.id))),

  passwordStatus: authedProcedure
    .input(z.object({ seconds: z.number().optional() }).optional())
    .query(({ ctx, input }) => passwordStatusAction(ctx, input?.seconds)),
  confirmPassword: authedProcedure.input(passwordInput).mutation(({ ctx, input }) => confirmPasswordAction(ctx, input)),

  enableTwoFactor: authedProcedure.input(noInput).mutation(({ ctx }) => enableTwoFactorAction(ctx)),
  disableTwoFactor: authedProcedure.input(noInput).mutation(({ ctx }) => disableTwoFactorAction(ctx)),
  twoFactorQrCode: authedProcedure.input(noInput).query(({ ctx }) => {
    requirePasswordConfirmation(ctx.viewer);
    return twoFactorQrCode(ctx.services, ctx.viewer.user.id);
  }),
  confirmTwoFactor: authedProcedure.input(confirmTwoFactorInput).mutation(({ ctx, input }) => {
    requirePasswordConfirmation(ctx.viewer);
    return confirmTwoFactor(ctx.services, ctx.viewer.user.id, input);
  }),
  regenerateRecoveryCodes: authedProcedure.input(noInput).mutation(({ ctx }) => {
    requirePasswordConfirmation(ctx.viewer);
    return regenerateRecoveryCodes(ctx.services, ctx.viewer.user.id);
  }),

  sessions: authedProcedure.input(noInput).query(({ ctx }) => listAccountSessions(ctx.services, ctx.viewer)),
  logoutOtherSessions: authedProcedure
    .input(passwordInput)
    .mutation(({ ctx, input }) => logoutOtherSessions(ctx.services, ctx.viewer, input)),

  createToken: permissionProcedure("api.access")
    .input(createAccessTokenInput)
    .mutation(({ ctx, input }) => createAccessToken(ctx.services, ctx.viewer, input)),
  deleteToken: authedProcedure
    .input(id)
    .mutation(({ ctx, input }) => deleteAccessToken(ctx.services, ctx.viewer, parseId(input.id))),

  subsonicPassword: permissionProcedure("music.view")
    .input(noInput)
    .query(({ ctx }) => appPasswordStatus(ctx.services, ctx.viewer)),
  createSubsonicPassword: permissionProcedure("music.view")
    .input(noInput)
    .mutation(({ ctx }) => createAppPassword(ctx.services, ctx.viewer)),
  revokeSubsonicPassword: authedProcedure
    .input(noInput)
    .mutation(({ ctx }) => revokeAppPassword(ctx.services, ctx.viewer)),

  passkeyRegistrationOptions: authedProcedure
    .input(noInput)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.services, ctx.viewer)),
  registerPasskey: authedProcedure
    .input(passkeyRegistrationInput)
    .mutation(({ ctx, input }) => registerPasskey(ctx.services, ctx.viewer, input)),
  deletePasskey: authedProcedure
    .input(passkeyIdInput)
    .mutation(({ ctx, input }) => deletePasskey(ctx.services, ctx.viewer, input.id)),

  ban: permissionProcedure("users.update")
    .input(id)
    .mutation(({ ctx, input }) => banUser(ctx.services, ctx.viewer, parseId(input.id))),
  unban: permissionProcedure("users.update")
    .input(id)
    .mutation(({ ctx, input }) => unbanUser(ctx.services, ctx.viewer, parseId(input.id))),
});
