import { forgotPassword, resetPassword } from "@backbeat/core";
import { z } from "zod";
import { resendEmailAction, validateEmailCodeAction } from "../actions/account.ts";
import { registerAction, twoFactorChallengeAction } from "../actions/session.ts";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

// Inputs are validated by core, so both edges answer with the same field errors.
const anything = z.unknown();

/** Registration, the two-factor step, password reset and e-mail verification for the app's screens. */
export const authRouter = router({
  register: publicProcedure.input(anything).mutation(({ ctx, input }) => registerAction(ctx, input)),
  twoFactorChallenge: publicProcedure
    .input(anything)
    .mutation(({ ctx, input }) => twoFactorChallengeAction(ctx, input)),
  forgotPassword: publicProcedure.input(anything).mutation(({ ctx, input }) => forgotPassword(ctx.services, input)),
  resetPassword: publicProcedure
    .input(anything)
    .mutation(async ({ ctx, input }) => ({ message: (await resetPassword(ctx.services, input)).message })),
  verifyEmail: authedProcedure.input(anything).mutation(({ ctx, input }) => validateEmailCodeAction(ctx, input)),
  resendVerification: authedProcedure.mutation(({ ctx }) => resendEmailAction(ctx)),
});
