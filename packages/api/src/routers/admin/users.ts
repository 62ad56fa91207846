import {
  adminBanUser,
  adminBanUserInput,
  adminCreateUser,
  adminCreateUserInput,
  adminDeleteUser,
  adminDeleteUserToken,
  adminResetTwoFactor,
  adminRevokeAllUserSessions,
  adminRevokeUserSession,
  adminUnbanUser,
  adminUpdateUserDetails,
  adminUpdateUserDetailsInput,
  adminUpdateUserLocale,
  adminUpdateUserLocaleInput,
  adminUpdateUserPermissions,
  adminUpdateUserPermissionsInput,
  adminUserIdInput,
  adminUserSessionInput,
  adminUserSessions,
  adminUserTokenInput,
  adminUserTokens,
  getAdminUser,
  noInput,
  startImpersonation,
  stopImpersonation,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Users (users.update): one account's tabs, bans, sessions, tokens, deletion and "log in as". */
export const usersAdminRouter = router({
  get: authedProcedure.input(adminUserIdInput).query(({ ctx, input }) => getAdminUser(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .input(adminCreateUserInput)
    .mutation(({ ctx, input }) => adminCreateUser(ctx.services, ctx.viewer, input)),
  updateDetails: authedProcedure
    .input(adminUpdateUserDetailsInput)
    .mutation(({ ctx, input }) => adminUpdateUserDetails(ctx.services, ctx.viewer, input)),
  updateLocale: authedProcedure
    .input(adminUpdateUserLocaleInput)
    .mutation(({ ctx, input }) => adminUpdateUserLocale(ctx.services, ctx.viewer, input)),
  updatePermissions: authedProcedure
    .input(adminUpdateUserPermissionsInput)
    .mutation(({ ctx, input }) => adminUpdateUserPermissions(ctx.services, ctx.viewer, input)),
  ban: authedProcedure
    .input(adminBanUserInput)
    .mutation(({ ctx, input }) => adminBanUser(ctx.services, ctx.viewer, input)),
  unban: authedProcedure
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminUnbanUser(ctx.services, ctx.viewer, input)),
  resetTwoFactor: authedProcedure
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminResetTwoFactor(ctx.services, ctx.viewer, input)),
  sessions: authedProcedure
    .input(adminUserIdInput)
    .query(({ ctx, input }) => adminUserSessions(ctx.services, ctx.viewer, input)),
  revokeSession: authedProcedure
    .input(adminUserSessionInput)
    .mutation(({ ctx, input }) => adminRevokeUserSession(ctx.services, ctx.viewer, input)),
  revokeAllSessions: authedProcedure
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminRevokeAllUserSessions(ctx.services, ctx.viewer, input)),
  tokens: authedProcedure
    .input(adminUserIdInput)
    .query(({ ctx, input }) => adminUserTokens(ctx.services, ctx.viewer, input)),
  deleteToken: authedProcedure
    .input(adminUserTokenInput)
    .mutation(({ ctx, input }) => adminDeleteUserToken(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminDeleteUser(ctx.services, ctx.viewer, input)),
  impersonate: authedProcedure
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => startImpersonation(ctx.services, ctx.viewer, input, { ip: ctx.ip })),
  stopImpersonating: authedProcedure.input(noInput).mutation(({ ctx }) => stopImpersonation(ctx.services, ctx.viewer)),
});
