import {
  confirmPassword,
  deleteAccount,
  disableTwoFactor,
  enableTwoFactor,
  isPasswordConfirmed,
  PASSWORD_CONFIRMATION_SECONDS,
  type passwordInput,
  requirePasswordConfirmation,
  requireUser,
  resendVerificationCode,
  validateVerificationCode,
  type verificationCodeInput,
} from "@backbeat/core";
import type { z } from "zod";
import type { ApiContext } from "../context.ts";
import { clearSessionCookie } from "../session-cookie.ts";

/** Actions with more than one step, shared by tRPC and REST so both behave the same. */

export async function validateEmailCodeAction(ctx: ApiContext, input: z.output<typeof verificationCodeInput>) {
  const { user } = requireUser(ctx.viewer);
  return validateVerificationCode(ctx.services, user.id, input);
}

export async function resendEmailAction(ctx: ApiContext) {
  const { user } = requireUser(ctx.viewer);
  return resendVerificationCode(ctx.services, user);
}

export function passwordStatusAction(ctx: ApiContext, seconds: unknown) {
  requireUser(ctx.viewer);
  const n = Number(seconds ?? PASSWORD_CONFIRMATION_SECONDS);
  const window = Number.isFinite(n) && n > 0 ? n : PASSWORD_CONFIRMATION_SECONDS;
  return { confirmed: isPasswordConfirmed(ctx.viewer, window) };
}

export function confirmPasswordAction(ctx: ApiContext, input: z.output<typeof passwordInput>) {
  return confirmPassword(ctx.services, requireUser(ctx.viewer), input);
}

export async function enableTwoFactorAction(ctx: ApiContext) {
  const { user } = requireUser(ctx.viewer);
  requirePasswordConfirmation(ctx.viewer);
  return enableTwoFactor(ctx.services, user.id);
}

export async function disableTwoFactorAction(ctx: ApiContext) {
  const { user } = requireUser(ctx.viewer);
  requirePasswordConfirmation(ctx.viewer);
  return disableTwoFactor(ctx.services, user.id);
}

export async function deleteAccountAction(ctx: ApiContext, userId: number) {
  const result = await deleteAccount(ctx.services, ctx.viewer, userId);
  if (result.deletedSelf) clearSessionCookie(ctx);
  return { message: result.message };
}
