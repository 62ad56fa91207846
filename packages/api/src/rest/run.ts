import { assertEmailVerified, assertNotBanned, checkPermission, DomainError } from "@backbeat/core";
import type { ApiContext } from "../context.ts";
import { errorToHttp } from "../errors/respond.ts";
import type { RestInput, RestRoute } from "./route.ts";

function json(status: number, body: unknown, headers: Headers): Response {
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

async function assertAccess(ctx: ApiContext, route: RestRoute): Promise<void> {
  if (!route.allowBanned) assertNotBanned(ctx.viewer);
  if (!route.allowUnverified) await assertEmailVerified(ctx.services, ctx.viewer);
  if (route.access === "public") return;
  if (
    !ctx.viewer.user &&
    (route.access === "user" || checkPermission(ctx.viewer, route.access.permission) !== "allowed")
  ) {
    throw new DomainError("UNAUTHENTICATED", "Unauthenticated.");
  }
  if (route.access !== "user" && checkPermission(ctx.viewer, route.access.permission) !== "allowed") {
    throw new DomainError("FORBIDDEN", "This action is unauthorized.");
  }
}

/** Runs one adapter: access check, handler, and the spec's JSON error shapes. */
export async function runRestRoute(ctx: ApiContext, route: RestRoute, input: RestInput): Promise<Response> {
  try {
    await assertAccess(ctx, route);
    const result = await route.handle(ctx, input);
    if (result instanceof Response) {
      ctx.resHeaders.forEach((value, key) => {
        result.headers.append(key, value);
      });
      return result;
    }
    return json(200, result ?? {}, ctx.resHeaders);
  } catch (error) {
    const { status, body } = await errorToHttp(error, ctx, ctx.services.config.rootDir);
    return json(status, body, ctx.resHeaders);
  }
}
