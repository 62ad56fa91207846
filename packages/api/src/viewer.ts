import { type BootstrapData, buildBootstrapData, loadViewer, type Viewer } from "@backbeat/core";
import type { ApiContext } from "./context.ts";
import { readCookie } from "./cookies.ts";

export const COOKIE_NOTICE_COOKIE = "cookie_notice";
export const LOCALE_COOKIE = "locale";

export function bootstrapFor(ctx: ApiContext, viewer: Viewer): Promise<BootstrapData> {
  return buildBootstrapData(ctx.services, viewer, {
    userAgent: ctx.userAgent,
    cookieNoticeAccepted: readCookie(ctx.request, COOKIE_NOTICE_COOKIE) !== null,
    language: readCookie(ctx.request, LOCALE_COOKIE)?.slice(0, 16) ?? null,
  });
}

export function viewerAfterLogin(ctx: ApiContext, userId: number): Promise<Viewer> {
  return loadViewer(ctx.services.db, userId);
}

export function guestViewer(ctx: ApiContext): Promise<Viewer> {
  return loadViewer(ctx.services.db, null);
}
