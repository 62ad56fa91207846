import {
  assertAdminPermission,
  assertEmailVerified,
  assertNotBanned,
  checkPermission,
  DomainError,
  isDomainError,
  type PermissionName,
  validationError,
  zodFieldErrors,
} from "@backbeat/core";
import { initTRPC, TRPCError } from "@trpc/server";
import type { ZodType } from "zod";
import { type ApiContext, createApiContext } from "./context.ts";
import { statusByCode } from "./errors/http-status.ts";
import { carryRetryAfter } from "./errors/retry-after.ts";
import { buildErrorTrace } from "./errors/trace.ts";

type TrpcCode = TRPCError["code"];

const trpcCodeByStatus: Record<number, TrpcCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  419: "FORBIDDEN",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
};

/** Who may call a procedure, as its builder declares it (the REST table and its documentation read it). */
export type ProcedureAccess = "public" | "user" | { permission: PermissionName };

/** A procedure that is also a public REST path: declared once, on the procedure (`rest/from-router.ts`). */
export interface RestMeta {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The spec's path, with `{param}` segments that fill the input's fields of the same name. */
  path: string;
  /** One line for the API documentation. */
  summary?: string;
  /** A larger body limit than the server's default (a text whose own limit should answer 422, not 413). */
  maxBodyBytes?: number;
  /**
   * The input field the REST body (or query) fills when the procedure takes it beside the path's
   * parameters (`{ id, values }`); its field errors answer REST without the field's prefix.
   */
  bodyField?: string;
  /** What a REST caller sends, for the API documentation, where it is not the procedure's input. */
  input?: ZodType;
  /** The procedure's input from what a REST caller sent (path, query or body fields in one object). */
  request?: (sent: Record<string, unknown>) => unknown;
  /** The REST answer from the procedure's result, where the spec's shape wraps or renames it. */
  respond?: (result: unknown) => unknown;
  /**
   * The REST answer's schema, for the API documentation only (a `.output()` would parse and strip
   * what the procedure answers): what the procedure returns, after `respond`.
   */
  response?: ZodType;
}

/** What a procedure declares about itself, read by the sweeps over every procedure. */
export interface ProcedureMeta {
  /** An admin procedure's permission, checked with admin.access before its input is read. */
  adminPermission?: PermissionName;
  access?: ProcedureAccess;
  rest?: RestMeta;
}

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      // A rejected `.input()` answers like core's parseInput over REST: 422 with field errors.
      const invalid = zodFieldErrors(error.cause);
      const domain = isDomainError(error.cause) ? error.cause : invalid ? validationError(invalid) : null;
      const unexpected = !domain && error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        message: unexpected ? "There was an issue. Please try again." : (domain?.message ?? shape.message),
        data: {
          code: invalid ? "UNPROCESSABLE_CONTENT" : shape.data.code,
          httpStatus: domain ? statusByCode[domain.code] : shape.data.httpStatus,
          errors: domain?.fields ?? null,
          trace:
            unexpected && ctx?.services.config.debug
              ? buildErrorTrace(error.cause ?? error, ctx.services.config.rootDir)
              : null,
        },
      };
    },
  });

/** Domain errors thrown by core become tRPC errors with the matching code (and `Retry-After`). */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDomainError(result.error.cause)) {
    const domain = result.error.cause;
    carryRetryAfter(domain, ctx.resHeaders);
    throw trpcErrorOf(domain);
  }
  return result;
});

/** A suspended account may only load bootstrap data (the suspended screen) and log out. */
export const BANNED_MAY_CALL: ReadonlySet<string> = new Set(["session.bootstrap", "session.logout"]);
const suspended = t.middleware(({ ctx, path, next }) => {
  if (!BANNED_MAY_CALL.has(path)) assertNotBanned(ctx.viewer);
  return next();
});

/**
 * An account that must still verify its e-mail may only use the verify screen: bootstrap data,
 * logout, the code check and resend, and reading its own account.
 */
export const UNVERIFIED_MAY_CALL: ReadonlySet<string> = new Set([
  ...BANNED_MAY_CALL,
  "auth.verifyEmail",
  "auth.resendVerification",
  "account.me",
]);
const unverified = t.middleware(async ({ ctx, path, next }) => {
  if (!UNVERIFIED_MAY_CALL.has(path)) await assertEmailVerified(ctx.services, ctx.viewer);
  return next();
});

/** A domain error as the tRPC error of the same status. */
function trpcErrorOf(domain: DomainError): TRPCError {
  return new TRPCError({
    code: trpcCodeByStatus[statusByCode[domain.code]] ?? "BAD_REQUEST",
    message: domain.message,
    cause: domain,
  });
}

/**
 * The context of a tRPC request. Resolving the caller can fail (a Bearer token that is no
 * token is 401): that answers in tRPC's error shape with its status, not as a server error.
 */
export async function createTrpcContext(...args: Parameters<typeof createApiContext>): Promise<ApiContext> {
  try {
    return await createApiContext(...args);
  } catch (error) {
    throw isDomainError(error) ? trpcErrorOf(error) : error;
  }
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors).use(suspended).use(unverified);

export const authedProcedure = publicProcedure.meta({ access: "user" }).use(({ ctx, next }) => {
  const { user, session } = ctx.viewer;
  if (!user) throw new DomainError("UNAUTHENTICATED", "Unauthenticated.");
  return next({ ctx: { ...ctx, viewer: { ...ctx.viewer, user, session } } });
});

/** Gated by a permission; guests are checked against the guest role. */
export function permissionProcedure(permission: PermissionName) {
  return publicProcedure.meta({ access: { permission } }).use(({ ctx, next }) => {
    if (checkPermission(ctx.viewer, permission) !== "allowed") {
      throw ctx.viewer.user
        ? new DomainError("FORBIDDEN", "This action is unauthorized.")
        : new DomainError("UNAUTHENTICATED", "Unauthenticated.");
    }
    return next();
  });
}

/**
 * The admin area: admin.access and the procedure's own permission are checked before `.input()`
 * parses anything (tRPC runs middlewares in the order they are declared), so a caller without
 * them gets 401/403 and never a 422 that would describe the procedure's input. Core checks the
 * same permission again, and anything finer (a datatable's resource) once the input is read.
 */
export function adminProcedure(permission: PermissionName) {
  return authedProcedure.meta({ adminPermission: permission, access: { permission } }).use(({ ctx, next }) => {
    assertAdminPermission(ctx.viewer, permission);
    return next();
  });
}
