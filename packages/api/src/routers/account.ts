import {
  banUser,
  changeLocale,
  changePassword,
  confirmTwoFactor,
  createAccessToken,
  deleteAccessToken,
  deletePasskey,
  listAccountSessions,
  loadAccountUser,
  logoutOtherSessions,
  parseId,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  removeAvatar,
  requirePasswordConfirmation,
  twoFactorQrCode,
  unbanUser,
  updateAccountUser,
  valueLists,
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

// Inputs are validated by core, so both edges answer with the same field errors.
const anything = z.unknown();
const id = z.object({ id: z.unknown() });

/** Account settings (spec 2 §2): every procedure calls the same core function as its REST path. */
export const accountRouter = router({
  me: authedProcedure.query(({ ctx }) => loadAccountUser(ctx.services, ctx.viewer, ctx.viewer.user.id)),
  update: authedProcedure
    .input(z.object({ id: z.unknown(), values: z.unknown() }))
    .mutation(({ ctx, input }) => updateAccountUser(ctx.services, ctx.viewer, parseId(input.id), input.values)),
  removeAvatar: authedProcedure
    .input(id)
    .mutation(({ ctx, input }) => removeAvatar(ctx.services, ctx.viewer, parseId(input.id))),
  changePassword: authedProcedure
    .input(anything)
    .mutation(({ ctx, input }) => changePassword(ctx.services, ctx.viewer, input)),
  locale: authedProcedure.input(anything).mutation(({ ctx, input }) => changeLocale(ctx.services, ctx.viewer, input)),
  valueLists: publicProcedure
    .input(z.object({ names: z.string().max(200) }))
    .query(({ ctx, input }) => valueLists(ctx.services, input.names)),
  deleteAccount: authedProcedure.input(id).mutation(({ ctx, input }) => deleteAccountAction(ctx, parseId(input.id))),

  passwordStatus: authedProcedure
    .input(z.object({ seconds: z.number().optional() }).optional())
    .query(({ ctx, input }) => passwordStatusAction(ctx, input?.seconds)),
  confirmPassword: authedProcedure.input(anything).mutation(({ ctx, input }) => confirmPasswordAction(ctx, input)),

  enableTwoFactor: authedProcedure.mutation(({ ctx }) => enableTwoFactorAction(ctx)),
  disableTwoFactor: authedProcedure.mutation(({ ctx }) => disableTwoFactorAction(ctx)),
  twoFactorQrCode: authedProcedure.query(({ ctx }) => {
    requirePasswordConfirmation(ctx.viewer);
    return twoFactorQrCode(ctx.services, ctx.viewer.user.id);
  }),
  confirmTwoFactor: authedProcedure.input(anything).mutation(({ ctx, input }) => {
    requirePasswordConfirmation(ctx.viewer);
    return confirmTwoFactor(ctx.services, ctx.viewer.user.id, input);
  }),
  regenerateRecoveryCodes: authedProcedure.mutation(({ ctx }) => {
    requirePasswordConfirmation(ctx.viewer);
    return regenerateRecoveryCodes(ctx.services, ctx.viewer.user.id);
  }),

  sessions: authedProcedure.query(({ ctx }) => listAccountSessions(ctx.services, ctx.viewer)),
  logoutOtherSessions: authedProcedure
    .input(anything)
    .mutation(({ ctx, input }) => logoutOtherSessions(ctx.services, ctx.viewer, input)),

  createToken: permissionProcedure("api.access")
    .input(anything)
    .mutation(({ ctx, input }) => createAccessToken(ctx.services, ctx.viewer, input)),
  deleteToken: authedProcedure
    .input(id)
    .mutation(({ ctx, input }) => deleteAccessToken(ctx.services, ctx.viewer, parseId(input.id))),

  passkeyRegistrationOptions: authedProcedure.mutation(({ ctx }) =>
    passkeyRegistrationOptions(ctx.services, ctx.viewer),
  ),
  registerPasskey: authedProcedure
    .input(anything)
    .mutation(({ ctx, input }) => registerPasskey(ctx.services, ctx.viewer, input)),
  deletePasskey: authedProcedure
    .input(z.object({ id: z.string().max(1024) }))
    .mutation(({ ctx, input }) => deletePasskey(ctx.services, ctx.viewer, input.id)),

  ban: permissionProcedure("users.update")
    .input(id)
    .mutation(({ ctx, input }) => banUser(ctx.services, ctx.viewer, parseId(input.id))),
  unban: permissionProcedure("users.update")
    .input(id)
    .mutation(({ ctx, input }) => unbanUser(ctx.services, ctx.viewer, parseId(input.id))),
});
