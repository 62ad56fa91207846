import {
  checkReadiness,
  DomainError,
  healthResponse,
  noInput,
  preparingOf,
  readinessResponseSchema,
} from "@backbeat/core";
import { z } from "zod";
import type { RestRoute } from "../route.ts";

/**
 * 200 when every dependency answered and start-up work is done (deployments and test runs wait
 * for the demo catalogue), else 503 naming what is missing.
 */
export function readinessResponse(readiness: Awaited<ReturnType<typeof checkReadiness>>): Response {
  return new Response(JSON.stringify(readiness), {
    status: readiness.status === "ready" ? 200 : 503,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...(readiness.status === "preparing" ? { "retry-after": "1" } : {}),
    },
  });
}

/** Health and the error log (sign-in lives in auth.ts). */
export const foundationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/health",
    output: healthResponse,
    summary: "Whether the server listens, and what it still prepares in the background.",
    access: "public",
    // Answers as soon as the server listens; `preparing` tells what it still does in the background.
    handle: async (ctx) => ({ status: "ok", preparing: preparingOf(ctx.services) }),
  },
  {
    method: "GET",
    path: "api/v1/health/ready",
    output: readinessResponseSchema,
    summary: "200 when every dependency answered and start-up work is done, else 503 naming what is missing.",
    access: "public",
    handle: async (ctx) => readinessResponse(await checkReadiness(ctx.services)),
  },
  {
    method: "GET",
    path: "api/v1/logs/error/download-latest",
    file: "text/plain",
    summary: "The newest error log file.",
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
    input: noInput,
    // It never succeeds: the error it raises is what the operator checks in the log.,
    output: z.never(),
    summary: "Raises a test error (answers 500) so the error log and its trace can be checked.",
    access: { permission: "logs.view" },
    handle: async () => {
      throw new Error("Test error raised from the logs page.");
    },
  },
];
