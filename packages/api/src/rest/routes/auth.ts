import {
  forgotPassword,
  forgotPasswordInput,
  loginInput,
  loginUnlockInput,
  passwordInput,
  registerInput,
  resetPassword,
  resetPasswordInput,
  twoFactorChallengeInput,
  verificationCodeInput,
} from "@backbeat/core";
import {
  confirmPasswordAction,
  passwordStatusAction,
  resendEmailAction,
  validateEmailCodeAction,
} from "../../actions/account.ts";
import {
  loginAction,
  logoutAction,
  registerAction,
  twoFactorChallengeAction,
  unlockLoginAction,
} from "../../actions/session.ts";
import type { RestRoute } from "../route.ts";

/** docs/spec/1-platform-foundation.md §7 sign-in calls and docs/spec/2-product-areas.md §7 password confirmation, as the request layer sends them. */
export const authRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "auth/login",
    input: loginInput,
    access: "public",
    handle: (ctx, { body }) => loginAction(ctx, body),
  },
  {
    method: "POST",
    path: "auth/two-factor-challenge",
    input: twoFactorChallengeInput,
    access: "public",
    handle: (ctx, { body }) => twoFactorChallengeAction(ctx, body),
  },
  {
    method: "POST",
    path: "auth/unlock",
    input: loginUnlockInput,
    access: "public",
    handle: (ctx, { body }) => unlockLoginAction(ctx, body),
  },
  {
    method: "POST",
    path: "auth/register",
    input: registerInput,
    access: "public",
    handle: (ctx, { body }) => registerAction(ctx, body),
  },
  {
    method: "POST",
    path: "auth/logout",
    access: "public",
    allowBanned: true,
    allowUnverified: true,
    handle: (ctx) => logoutAction(ctx),
  },
  {
    method: "POST",
    path: "auth/forgot-password",
    input: forgotPasswordInput,
    access: "public",
    handle: (ctx, { body }) => forgotPassword(ctx.services, body),
  },
  {
    method: "POST",
    path: "auth/reset-password",
    input: resetPasswordInput,
    access: "public",
    handle: async (ctx, { body }) => ({ message: (await resetPassword(ctx.services, body)).message }),
  },
  {
    method: "POST",
    path: "api/v1/validate-email-verification-otp",
    input: verificationCodeInput,
    access: "user",
    allowUnverified: true,
    handle: (ctx, { body }) => validateEmailCodeAction(ctx, body),
  },
  {
    method: "POST",
    path: "api/v1/resend-email-verification",
    access: "user",
    allowUnverified: true,
    handle: (ctx) => resendEmailAction(ctx),
  },
  {
    method: "GET",
    path: "auth/user/confirmed-password-status",
    access: "user",
    handle: async (ctx, { query }) => passwordStatusAction(ctx, query.seconds),
  },
  {
    method: "POST",
    path: "auth/user/confirm-password",
    input: passwordInput,
    access: "user",
    handle: (ctx, { body }) => confirmPasswordAction(ctx, body),
  },
];
