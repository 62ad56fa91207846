import { DomainError } from "@backbeat/core";
import { loginAction, logoutAction } from "../../actions/session.ts";
import type { RestRoute } from "../route.ts";

/** Health, sign-in basics and the error log. */
export const foundationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/health",
    access: "public",
    handle: async () => ({ status: "ok" }),
  },
  {
    method: "POST",
    path: "auth/login",
    access: "public",
    handle: (ctx, { body }) => loginAction(ctx, body),
  },
  {
    method: "POST",
    path: "auth/logout",
    access: "public",
    handle: (ctx) => logoutAction(ctx),
  },
  {
    method: "GET",
    path: "api/v1/logs/error/download-latest",
    access: { permission: "logs.view" },
    handle: async (ctx) => {
      const latest = await ctx.services.errorLog.latest();
      if (!latest) throw new DomainError("NOT_FOUND", "No errors have been logged yet.");
      return new Response(Bun.file(latest.path), {
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": `attachment; filename="${latest.name}"`,
          "cache-control": "no-store",
        },
      });
    },
  },
  {
    // Lets an operator check that error logging and the debug trace work end to end.
    method: "POST",
    path: "api/v1/logs/error/test",
    access: { permission: "logs.view" },
    handle: async () => {
      throw new Error("Test error raised from the logs page.");
    },
  },
];
