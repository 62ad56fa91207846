import { type DomainError, isDomainError } from "@backbeat/core";
import type { ApiContext } from "../context.ts";
import { statusByCode } from "./http-status.ts";
import { carryRetryAfter } from "./retry-after.ts";
import { buildErrorTrace } from "./trace.ts";

export const GENERIC_SERVER_ERROR = "There was an issue. Please try again.";

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

export function domainErrorBody(error: DomainError): ErrorBody {
  return error.fields ? { message: error.message, errors: error.fields } : { message: error.message };
}

/** Who asked matters to the error log: each client has a budget of entries. */
type ErrorContext = Pick<ApiContext, "services" | "request"> & { ip?: string | null; resHeaders?: Headers };

/**
 * Any error to a status and the spec's body. Unexpected errors are logged; in debug mode
 * their answer carries the trace, otherwise only a generic message.
 */
export async function errorToHttp(
  error: unknown,
  ctx: ErrorContext,
  root: string,
): Promise<{ status: number; body: ErrorBody }> {
  if (isDomainError(error)) {
    // REST answers are built on ctx.resHeaders: a throttle's wait goes out as Retry-After.
    carryRetryAfter(error, ctx.resHeaders);
    return { status: statusByCode[error.code], body: domainErrorBody(error) };
  }
  await logServerError(error, ctx);
  if (ctx.services.config.debug) return { status: 500, body: { ...buildErrorTrace(error, root) } };
  return { status: 500, body: { message: GENERIC_SERVER_ERROR } };
}

export async function logServerError(error: unknown, ctx: ErrorContext) {
  const err = error instanceof Error ? error : new Error(String(error));
  await ctx.services.errorLog
    .write({
      message: err.message,
      stack: err.stack,
      method: ctx.request.method,
      url: new URL(ctx.request.url).pathname,
      client: ctx.ip ?? null,
    })
    .catch(() => {});
}
