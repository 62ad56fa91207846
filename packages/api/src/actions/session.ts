import {
  type BootstrapData,
  completeTwoFactorLogin,
  login,
  logout,
  register,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_PENDING_TTL_MS,
} from "@backbeat/core";
import type { ApiContext } from "../context.ts";
import { readCookie, serializeCookie } from "../cookies.ts";
import { clearSessionCookie, setSessionCookie } from "../session-cookie.ts";
import { bootstrapFor, guestViewer, viewerAfterLogin } from "../viewer.ts";

export type LoginAnswer = { two_factor: true } | { two_factor?: false; bootstrapData: BootstrapData };

function meta(ctx: ApiContext) {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}

function setPendingCookie(ctx: ApiContext, value: string, maxAgeSeconds: number) {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(TWO_FACTOR_COOKIE, value, { httpOnly: true, secure: ctx.secure, maxAgeSeconds }),
  );
}

/** Shared by the tRPC procedure and the `auth/login` adapter (spec 1 §7). */
export async function loginAction(ctx: ApiContext, input: unknown): Promise<LoginAnswer> {
  const result = await login(ctx.services, input, meta(ctx));
  if (result.kind === "two_factor") {
    setPendingCookie(ctx, result.pendingToken, TWO_FACTOR_PENDING_TTL_MS / 1000);
    return { two_factor: true };
  }
  setSessionCookie(ctx, result.token, result.remember);
  return { bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, result.userId)) };
}

/** auth/two-factor-challenge: the second step, keyed by the pending-login cookie. */
export async function twoFactorChallengeAction(
  ctx: ApiContext,
  input: unknown,
): Promise<{ bootstrapData: BootstrapData }> {
  const pending = readCookie(ctx.request, TWO_FACTOR_COOKIE);
  const result = await completeTwoFactorLogin(ctx.services, pending, input, meta(ctx));
  setPendingCookie(ctx, "", 0);
  setSessionCookie(ctx, result.token, result.remember);
  return { bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, result.userId)) };
}

/** auth/register: signs the new user in; status tells the client where to go. */
export async function registerAction(
  ctx: ApiContext,
  input: unknown,
): Promise<{ bootstrapData: BootstrapData; status: "success" | "needs_email_verification" }> {
  const result = await register(ctx.services, input, meta(ctx));
  setSessionCookie(ctx, result.token, true);
  return {
    status: result.status,
    bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, result.userId)),
  };
}

export async function logoutAction(ctx: ApiContext): Promise<{ bootstrapData: BootstrapData }> {
  await logout(ctx.services, ctx.viewer.session?.id ?? null);
  clearSessionCookie(ctx);
  return { bootstrapData: await bootstrapFor(ctx, await guestViewer(ctx)) };
}
