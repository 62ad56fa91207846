import { pageViewInput, pageViewResponse, parseInput, recordPageView } from "@backbeat/core";
import type { ApiContext } from "../../context.ts";
import { readCookie } from "../../cookies.ts";
import { COOKIE_NOTICE_COOKIE } from "../../viewer.ts";
import type { RestRoute } from "../route.ts";

/** What the beacon learns from the request itself; the body carries only path and referrer. */
export function pageViewRequest(ctx: ApiContext) {
  const headers = ctx.request.headers;
  return {
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    country: ctx.country,
    host: new URL(ctx.request.url).host,
    doNotTrack: headers.get("dnt") === "1" || headers.get("sec-gpc") === "1",
    consent: readCookie(ctx.request, COOKIE_NOTICE_COOKIE) !== null,
  };
}

/**
 * The site's own page-view beacon (admin reports, visitors). Answers 202 whether or not the
 * view was kept, with the reason in the body, so a refused view is never an error in the console.
 */
export const analyticsRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/analytics/page-view",
    input: pageViewInput,
    output: pageViewResponse,
    status: 202,
    summary: "Counts a page view; answers 202 with whether it was kept.",
    access: "public",
    allowBanned: true,
    allowUnverified: true,
    handle: async (ctx, { body }) => {
      const { outcome } = await recordPageView(ctx.services, parseInput(pageViewInput, body), pageViewRequest(ctx));
      return new Response(JSON.stringify({ outcome }), {
        status: 202,
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      });
    },
  },
];
