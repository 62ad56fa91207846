import { isDomainError, validationError, zodFieldErrors } from "@backbeat/core";
import type { AnyProcedure, AnyRouter } from "@trpc/server";
import type { ZodType } from "zod";
import type { ApiContext } from "../context.ts";
import { BANNED_MAY_CALL, createCallerFactory, type ProcedureMeta, UNVERIFIED_MAY_CALL } from "../trpc.ts";
import type { RestInput, RestRoute } from "./route.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * A tRPC failure as REST answers it: the domain error inside it, or a rejected input as 422 with
 * its field errors (the procedure's own `.input()` parse, the same rule REST routes apply).
 */
function unwrap(error: unknown, bodyField: string | undefined): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (isDomainError(cause)) return cause;
  const fields = zodFieldErrors(cause);
  if (fields) return validationError(bodyField ? unprefixed(fields, `${bodyField}.`) : fields);
  return error;
}

/** Field errors as a REST caller names the fields: the body's own, without the input field holding it. */
function unprefixed(fields: Record<string, string[]>, prefix: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, messages]) => [
      key.startsWith(prefix) ? key.slice(prefix.length) : key,
      messages,
    ]),
  );
}

/** Whether a schema takes no fields at all (core's `noInput`): what a caller sends beside it is ignored. */
function takesNothing(schema: ZodType | undefined): boolean {
  return !schema || (schema.safeParse(undefined).success && !schema.safeParse({ field: 1 }).success);
}

/** The schema of one field of an object schema (the REST body a `bodyField` names). */
function fieldOf(schema: ZodType | undefined, field: string): ZodType | undefined {
  return (schema as { shape?: Record<string, ZodType> } | undefined)?.shape?.[field];
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
    const { method, path: restPath, summary, maxBodyBytes, bodyField, request, respond, response } = meta.rest;
    const schema = (procedure._def.inputs as ZodType[])[0];
    // A call that sends nothing is "no input" to a procedure that takes none (z.undefined()).
    const nothing = schema?.safeParse(undefined).success ? undefined : {};
    const ignoresFields = takesNothing(schema);
    const documented = meta.rest.input ?? (bodyField ? fieldOf(schema, bodyField) : undefined);
    routes.push({
      method,
      path: restPath,
      maxBodyBytes,
      access: meta.access ?? "public",
      // The procedure's own middlewares refuse a suspended or unverified account unless it may call it.
      allowBanned: BANNED_MAY_CALL.has(path) || undefined,
      allowUnverified: UNVERIFIED_MAY_CALL.has(path) || undefined,
      input: documented ?? schema,
      output: response,
      summary,
      handle: async (ctx: ApiContext, { params, query, body }: RestInput) => {
        const sent = BODY_METHODS.has(method) ? body : query;
        // The active workspace travels beside every call (ctx.workspaceId), never in a procedure's input.
        const { workspaceId: _workspace, ...fields } = (sent && typeof sent === "object" ? sent : {}) as Record<
          string,
          unknown
        >;
        let input: unknown;
        if (request) input = request({ ...fields, ...params });
        else if (bodyField) input = { ...params, [bodyField]: fields };
        else {
          const given = ignoresFields ? params : { ...fields, ...params };
          input = Object.keys(given).length > 0 ? given : nothing;
        }
        try {
          const result = await callAt(createCaller(ctx), path, input);
          return respond ? respond(result) : result;
        } catch (error) {
          throw unwrap(error, bodyField);
        }
      },
    });
  }
  return routes;
}
