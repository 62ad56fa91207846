import {
  forgotPassword,
  forgotPasswordInput,
  loginUnlockInput,
  noInput,
  registerInput,
  resetPassword,
  resetPasswordInput,
  twoFactorChallengeInput,
  verificationCodeInput,
} from "@backbeat/core";
import { resendEmailAction, validateEmailCodeAction } from "../actions/account.ts";
import { registerAction, twoFactorChallengeAction, unlockLoginAction } from "../actions/session.ts";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

// Inputs are core's schemas: validated here with the same field errors core gives REST.

/** Registration, the two-factor step, password reset and e-mail verification for the app's screens. */
export const authRouter = router({
  register: publicProcedure.input(registerInput).mutation(({ ctx, input }) => registerAction(ctx, input)),
  twoFactorChallenge: publicProcedure
    .input(twoFactorChallengeInput)
    .mutation(({ ctx, input }) => twoFactorChallengeAction(ctx, input)),
  unlock: publicProcedure.input(loginUnlockInput).mutation(({ ctx, input }) => unlockLoginAction(ctx, input)),
  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => forgotPassword(ctx.services, input)),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => ({ message: (await resetPassword(ctx.services, input)).message })),
  verifyEmail: authedProcedure
    .input(verificationCodeInput)
    .mutation(({ ctx, input }) => validateEmailCodeAction(ctx, input)),
  resendVerification: authedProcedure.input(noInput).mutation(({ ctx }) => resendEmailAction(ctx)),
});
