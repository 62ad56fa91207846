import { type BootstrapData, login, logout } from "@backbeat/core";
import type { ApiContext } from "../context.ts";
import { clearSessionCookie, setSessionCookie } from "../session-cookie.ts";
import { bootstrapFor, guestViewer, viewerAfterLogin } from "../viewer.ts";

/** Shared by the tRPC procedure and the `auth/login` adapter. */
export async function loginAction(ctx: ApiContext, input: unknown): Promise<{ bootstrapData: BootstrapData }> {
  const result = await login(ctx.services, input, { ip: ctx.ip, userAgent: ctx.userAgent });
  setSessionCookie(ctx, result.token, result.remember);
  return { bootstrapData: await bootstrapFor(ctx, await viewerAfterLogin(ctx, result.userId)) };
}

export async function logoutAction(ctx: ApiContext): Promise<{ bootstrapData: BootstrapData }> {
  await logout(ctx.services, ctx.viewer.session?.id ?? null);
  clearSessionCookie(ctx);
  return { bootstrapData: await bootstrapFor(ctx, await guestViewer(ctx)) };
}
