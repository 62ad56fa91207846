import {
  authHumanChallengeResponse,
  authRegisterResponse,
  authTwoFactorChallengeResponse,
  forgotPassword,
  forgotPasswordInput,
  humanChallenge,
  humanChallengeInput,
  loginUnlockInput,
  messageResponse,
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
  register: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/register",
        response: authRegisterResponse,
        summary: "Creates an account and signs it in (session cookie).",
      },
    })
    .input(registerInput)
    .mutation(({ ctx, input }) => registerAction(ctx, input)),
  twoFactorChallenge: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/two-factor-challenge",
        response: authTwoFactorChallengeResponse,
        summary: "Finishes a sign-in with a two-factor or recovery code.",
      },
    })
    .input(twoFactorChallengeInput)
    .mutation(({ ctx, input }) => twoFactorChallengeAction(ctx, input)),
  unlock: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/unlock",
        response: messageResponse,
        summary: "Unlocks sign-in from a new device with the code sent by e-mail.",
      },
    })
    .input(loginUnlockInput)
    .mutation(({ ctx, input }) => unlockLoginAction(ctx, input)),
  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/forgot-password",
        response: messageResponse,
        summary: "Sends a password reset link.",
      },
    })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => forgotPassword(ctx.services, input)),
  resetPassword: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "auth/reset-password",
        response: messageResponse,
        summary: "Sets a new password with a reset token.",
      },
    })
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => ({ message: (await resetPassword(ctx.services, input)).message })),
  verifyEmail: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/validate-email-verification-otp",
        response: messageResponse,
        summary: "Confirms the e-mail address with the code sent to it.",
      },
    })
    .input(verificationCodeInput)
    .mutation(({ ctx, input }) => validateEmailCodeAction(ctx, input)),
  resendVerification: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/resend-email-verification",
        response: messageResponse,
        summary: "Sends a new e-mail confirmation code.",
      },
    })
    .input(noInput)
    .mutation(({ ctx }) => resendEmailAction(ctx)),
  humanChallenge: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/recaptcha/challenge",
        response: authHumanChallengeResponse,
        summary: "What the browser needs to pass the human check for an `action` (register, contact, …).",
      },
    })
    .input(humanChallengeInput)
    .query(({ ctx, input }) => humanChallenge(ctx.services, ctx.ip, input?.action)),
});
