import {
  type BootstrapData,
  completeTwoFactorLogin,
  HUMAN_PASS_COOKIE,
  type LoginResult,
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

export function requestMeta(ctx: ApiContext) {
  return { ip: ctx.ip, userAgent: ctx.userAgent, humanPass: readCookie(ctx.request, HUMAN_PASS_COOKIE) };
}
const meta = requestMeta;

function setPendingCookie(ctx: ApiContext, value: string, maxAgeSeconds: number) {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(TWO_FACTOR_COOKIE, value, { httpOnly: true, secure: ctx.secure, maxAgeSeconds }),
  );
}

/** Shared by the tRPC procedure and the `auth/login` adapter (spec 1 §7). */
export async function loginAction(ctx: ApiContext, input: unknown): Promise<LoginAnswer> {
  return finishLogin(ctx, await login(ctx.services, input, meta(ctx)));
}

/** A first factor succeeded: the session cookie and bootstrap data, or the two-factor step. */
export async function finishLogin(ctx: ApiContext, result: LoginResult): Promise<LoginAnswer> {
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
  if (readCookie(ctx.request, HUMAN_PASS_COOKIE) !== null) {
    ctx.resHeaders.append("set-cookie", serializeCookie(HUMAN_PASS_COOKIE, "", { httpOnly: true, maxAgeSeconds: 0 }));
  }
  setSessionCookie(ctx, result.token, true);
  return {
    status: result.status,
    bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, result.userId)),
  };
}

export async function logoutAction(ctx: ApiContext): Promise<{ bootstrapData: BootstrapData }> {
  await logout(ctx.services, ctx.viewer.session ?? null);
  clearSessionCookie(ctx);
  return { bootstrapData: await bootstrapFor(ctx, await guestViewer(ctx)) };
}
