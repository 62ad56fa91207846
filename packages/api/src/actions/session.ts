import {
  type BootstrapData,
  completeTwoFactorLogin,
  DEVICE_COOKIE,
  HUMAN_PASS_COOKIE,
  type LoginResult,
  login,
  type loginInput,
  type loginUnlockInput,
  logout,
  register,
  type registerInput,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_PENDING_TTL_MS,
  type twoFactorChallengeInput,
  useLoginUnlock,
} from "@backbeat/core";
import type { z } from "zod";
import type { ApiContext } from "../context.ts";
import { readCookie, serializeCookie } from "../cookies.ts";
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from "../session-cookie.ts";
import { bootstrapFor, guestViewer, viewerAfterLogin } from "../viewer.ts";

export type LoginAnswer = { two_factor: true } | { two_factor?: false; bootstrapData: BootstrapData };

export function requestMeta(ctx: ApiContext) {
  return {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    humanPass: readCookie(ctx.request, HUMAN_PASS_COOKIE),
    deviceCookie: readCookie(ctx.request, DEVICE_COOKIE),
  };
}

/** A human-check pass is single use: whatever the action made of it, the browser drops it. */
function dropHumanPass(ctx: ApiContext) {
  if (readCookie(ctx.request, HUMAN_PASS_COOKIE) === null) return;
  ctx.resHeaders.append("set-cookie", serializeCookie(HUMAN_PASS_COOKIE, "", { httpOnly: true, maxAgeSeconds: 0 }));
}
const meta = requestMeta;

function setPendingCookie(ctx: ApiContext, value: string, maxAgeSeconds: number) {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(TWO_FACTOR_COOKIE, value, { httpOnly: true, secure: ctx.secure, maxAgeSeconds }),
  );
}

/** Shared by the tRPC procedure and the `auth/login` adapter (docs/spec/1-platform-foundation.md §7). */
export async function loginAction(ctx: ApiContext, input: z.output<typeof loginInput>): Promise<LoginAnswer> {
  try {
    return await finishLogin(ctx, await login(ctx.services, input, meta(ctx)));
  } finally {
    dropHumanPass(ctx);
  }
}

/** A signed-in browser: the session and device cookies, and the bootstrap data of its user. */
export async function startSession(
  ctx: ApiContext,
  session: { token: string; remember: boolean; userId: number },
): Promise<{ bootstrapData: BootstrapData }> {
  setSessionCookie(ctx, session.token, session.remember);
  setDeviceCookie(ctx, session.userId);
  return { bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, session.userId)) };
}

/** A first factor succeeded: the session cookie and bootstrap data, or the two-factor step. */
export async function finishLogin(ctx: ApiContext, result: LoginResult): Promise<LoginAnswer> {
  if (result.kind === "two_factor") {
    setPendingCookie(ctx, result.pendingToken, TWO_FACTOR_PENDING_TTL_MS / 1000);
    return { two_factor: true };
  }
  return startSession(ctx, result);
}

/** auth/two-factor-challenge: the second step, keyed by the pending-login cookie. */
export async function twoFactorChallengeAction(
  ctx: ApiContext,
  input: z.output<typeof twoFactorChallengeInput>,
): Promise<{ bootstrapData: BootstrapData }> {
  const pending = readCookie(ctx.request, TWO_FACTOR_COOKIE);
  const result = await completeTwoFactorLogin(ctx.services, pending, input, meta(ctx));
  setPendingCookie(ctx, "", 0);
  return startSession(ctx, result);
}

/** auth/register: signs the new user in; status tells the client where to go. */
export async function registerAction(
  ctx: ApiContext,
  input: z.output<typeof registerInput>,
): Promise<{ bootstrapData: BootstrapData; status: "success" | "needs_email_verification" }> {
  const result = await register(ctx.services, input, meta(ctx));
  dropHumanPass(ctx);
  const { bootstrapData } = await startSession(ctx, { ...result, remember: true });
  return { status: result.status, bootstrapData };
}

export async function logoutAction(ctx: ApiContext): Promise<{ bootstrapData: BootstrapData }> {
  await logout(ctx.services, ctx.viewer.session ?? null);
  clearSessionCookie(ctx);
  return { bootstrapData: await bootstrapFor(ctx, await guestViewer(ctx)) };
}

/** auth/unlock: the e-mailed link makes this browser one the account knows; the password is still asked. */
export async function unlockLoginAction(
  ctx: ApiContext,
  input: z.output<typeof loginUnlockInput>,
): Promise<{ message: string }> {
  const { userId } = await useLoginUnlock(ctx.services, input);
  setDeviceCookie(ctx, userId);
  return { message: "This browser can sign in to your account again." };
}
