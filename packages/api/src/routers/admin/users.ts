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
import { adminProcedure, authedProcedure, router } from "../../trpc.ts";

/** Users (users.update): one account's tabs, bans, sessions, tokens, deletion and "log in as". */
export const usersAdminRouter = router({
  get: adminProcedure("users.update")
    .input(adminUserIdInput)
    .query(({ ctx, input }) => getAdminUser(ctx.services, ctx.viewer, input)),
  create: adminProcedure("users.update")
    .input(adminCreateUserInput)
    .mutation(({ ctx, input }) => adminCreateUser(ctx.services, ctx.viewer, input)),
  updateDetails: adminProcedure("users.update")
    .input(adminUpdateUserDetailsInput)
    .mutation(({ ctx, input }) => adminUpdateUserDetails(ctx.services, ctx.viewer, input)),
  updateLocale: adminProcedure("users.update")
    .input(adminUpdateUserLocaleInput)
    .mutation(({ ctx, input }) => adminUpdateUserLocale(ctx.services, ctx.viewer, input)),
  updatePermissions: adminProcedure("users.update")
    .input(adminUpdateUserPermissionsInput)
    .mutation(({ ctx, input }) => adminUpdateUserPermissions(ctx.services, ctx.viewer, input)),
  ban: adminProcedure("users.update")
    .input(adminBanUserInput)
    .mutation(({ ctx, input }) => adminBanUser(ctx.services, ctx.viewer, input)),
  unban: adminProcedure("users.update")
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminUnbanUser(ctx.services, ctx.viewer, input)),
  resetTwoFactor: adminProcedure("users.update")
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminResetTwoFactor(ctx.services, ctx.viewer, input)),
  sessions: adminProcedure("users.update")
    .input(adminUserIdInput)
    .query(({ ctx, input }) => adminUserSessions(ctx.services, ctx.viewer, input)),
  revokeSession: adminProcedure("users.update")
    .input(adminUserSessionInput)
    .mutation(({ ctx, input }) => adminRevokeUserSession(ctx.services, ctx.viewer, input)),
  revokeAllSessions: adminProcedure("users.update")
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminRevokeAllUserSessions(ctx.services, ctx.viewer, input)),
  tokens: adminProcedure("users.update")
    .input(adminUserIdInput)
    .query(({ ctx, input }) => adminUserTokens(ctx.services, ctx.viewer, input)),
  deleteToken: adminProcedure("users.update")
    .input(adminUserTokenInput)
    .mutation(({ ctx, input }) => adminDeleteUserToken(ctx.services, ctx.viewer, input)),
  delete: adminProcedure("users.update")
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => adminDeleteUser(ctx.services, ctx.viewer, input)),
  impersonate: adminProcedure("users.update")
    .input(adminUserIdInput)
    .mutation(({ ctx, input }) => startImpersonation(ctx.services, ctx.viewer, input, { ip: ctx.ip })),
  // Called by the taken-over account, which holds whatever that user holds.
  stopImpersonating: authedProcedure.input(noInput).mutation(({ ctx }) => stopImpersonation(ctx.services, ctx.viewer)),
});
