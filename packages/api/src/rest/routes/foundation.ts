import { DomainError, preparingOf } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** Health and the error log (sign-in lives in auth.ts). */
export const foundationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/health",
    access: "public",
    // Answers as soon as the server listens; `preparing` tells what it still does in the background.
    handle: async (ctx) => ({ status: "ok", preparing: preparingOf(ctx.services) }),
  },
  {
    // For deployments and test runs that need the whole start-up done (the demo catalogue seeded).
    method: "GET",
    path: "api/v1/health/ready",
    access: "public",
    handle: async (ctx) => {
      const preparing = preparingOf(ctx.services);
      if (!preparing) return { status: "ready" };
      return new Response(JSON.stringify({ status: "preparing", preparing }), {
        status: 503,
        headers: { "content-type": "application/json", "retry-after": "1" },
      });
    },
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
