import { REMEMBER_LIFETIME, SESSION_COOKIE } from "@backbeat/core";
import type { ApiContext } from "./context.ts";
import { serializeCookie } from "./cookies.ts";

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
