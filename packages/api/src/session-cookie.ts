import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookieWith,
  REMEMBER_LIFETIME,
  SESSION_COOKIE,
} from "@backbeat/core";
import type { ApiContext } from "./context.ts";
import { readCookie, serializeCookie } from "./cookies.ts";

/** A remembered session keeps its cookie for 30 days; otherwise it ends with the browser. */
export function setSessionCookie(ctx: ApiContext, token: string, remember: boolean): void {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      secure: ctx.secure,
      ...(remember ? { maxAgeSeconds: REMEMBER_LIFETIME / 1000 } : {}),
    }),
  );
}

export function clearSessionCookie(ctx: ApiContext): void {
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(SESSION_COOKIE, "", { httpOnly: true, secure: ctx.secure, maxAgeSeconds: 0 }),
  );
}

/**
 * After a full sign-in (password and second factor, passkey, social account, a new account, an
 * unlock link): this browser is known to the account from now on (core auth/device-cookie.ts).
 */
export function setDeviceCookie(ctx: ApiContext, userId: number): void {
  const value = deviceCookieWith(ctx.services, readCookie(ctx.request, DEVICE_COOKIE), userId);
  ctx.resHeaders.append(
    "set-cookie",
    serializeCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      secure: ctx.secure,
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_S,
    }),
  );
}
