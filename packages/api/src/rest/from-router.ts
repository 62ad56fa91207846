import { isDomainError, validationError, zodFieldErrors } from "@backbeat/core";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import type { ZodType } from "zod";
import type { ApiContext } from "../context.ts";
import { createCallerFactory, type ProcedureMeta } from "../trpc.ts";
import type { RestInput, RestRoute } from "./route.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * A tRPC failure as REST answers it: the domain error inside it, or a rejected input as 422 with
 * its field errors (the procedure's own `.input()` parse, the same rule REST routes apply).
 */
function unwrap(error: unknown): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (isDomainError(cause)) return cause;
  const fields = zodFieldErrors(cause);
  if (fields) return validationError(fields);
  return error;
}

/** Calls `a.b.c` on a caller. */
function callAt(caller: unknown, path: string, input: unknown): Promise<unknown> {
  let target = caller as Record<string, unknown>;
  for (const part of path.split(".")) target = target[part] as Record<string, unknown>;
  return (target as unknown as (input: unknown) => Promise<unknown>)(input);
}

/**
 * The REST routes a router declares: every procedure with `meta.rest` becomes one, its input
 * schema documenting it and its path parameters filling the input's fields of the same name. The
 * procedure runs exactly as over tRPC (its access check, input parse and core call), so the two
 * cannot disagree.
 */
export function restRoutesOf(router: AnyRouter): RestRoute[] {
  const createCaller = createCallerFactory(router);
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  const routes: RestRoute[] = [];
  for (const [path, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as ProcedureMeta | undefined;
    if (!meta?.rest) continue;
    const { method, path: restPath, summary, maxBodyBytes } = meta.rest;
    const schema = (procedure._def.inputs as ZodType[])[0];
    // A call that sends nothing is "no input" to a procedure that takes none (z.undefined()).
    const nothing = schema?.safeParse(undefined).success ? undefined : {};
    routes.push({
      method,
      path: restPath,
      maxBodyBytes,
      access: meta.access ?? "public",
      input: schema,
      summary,
      handle: async (ctx: ApiContext, { params, query, body }: RestInput) => {
        const sent = BODY_METHODS.has(method) ? body : query;
        // The active workspace travels beside every call (ctx.workspaceId), never in a procedure's input.
        const { workspaceId: _workspace, ...fields } = (sent && typeof sent === "object" ? sent : {}) as Record<
          string,
          unknown
        >;
        const given = { ...fields, ...params };
        const input = Object.keys(given).length > 0 ? given : nothing;
        try {
          return await callAt(createCaller(ctx), path, input);
        } catch (error) {
          throw unwrap(error);
        }
      },
    });
  }
  return routes;
}
