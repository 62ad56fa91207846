/** A failed call, carrying the server's body so screens can show its message or field errors. */
export interface ErrorTraceLike {
  exception: string;
  message: string;
  trace: unknown[];
  totalVendorGroups: number;
}

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string | string[]> | null;
  trace?: unknown;
  exception?: string;
}

export const GENERIC_ERROR_MESSAGE = "There was an issue. Please try again.";

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message || GENERIC_ERROR_MESSAGE);
  }
}

export function statusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  const data = (error as { data?: { httpStatus?: number } } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : null;
}

/** The body of an ApiError or of a tRPC client error, in the spec's shape. */
export function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof ApiError) return error.body;
  const e = error as {
    message?: string;
    data?: { errors?: ApiErrorBody["errors"]; trace?: ErrorTraceLike | null };
  } | null;
  if (e?.data) return { message: e.message, errors: e.data.errors ?? null, trace: e.data.trace ?? undefined };
  return {};
}

/** The message to show for a failed call: the server's, or the generic one (docs/spec/1-platform-foundation.md §8). */
export function errorMessage(error: unknown): string {
  const status = statusOf(error);
  const message = errorBody(error).message;
  if (!message || status === null || status >= 500) return GENERIC_ERROR_MESSAGE;
  return message;
}

/** The debug trace of a server error, when the server is in debug mode. */
export function errorTrace(error: unknown): ErrorTraceLike | null {
  const body = errorBody(error);
  if (body.trace && typeof body.trace === "object" && "exception" in body.trace) return body.trace as ErrorTraceLike;
  if (Array.isArray(body.trace) && body.exception) return body as unknown as ErrorTraceLike;
  return null;
}

/** docs/spec/1-platform-foundation.md §8 field lookup: the first message for the field, otherwise the response message. */
export function fieldError(error: unknown, field?: string): string | undefined {
  const body = errorBody(error);
  if (field) {
    const value = body.errors?.[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) return first;
  }
  return body.message;
}

/** All field errors as field → first message; empty when the response had none. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errorBody(error).errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[field] = first;
  }
  return out;
}

/**
 * How a failed call is shown — the one rule every screen follows (docs/spec/1-platform-foundation.md §5 and §8, docs/spec/2-product-areas.md §8):
 * a debug trace opens the error dialog; field errors go under the form's fields (the first one
 * focused); anything else is one danger toast with the server's message, or the generic one.
 */
export type FailureNotice =
  | { kind: "trace"; trace: ErrorTraceLike }
  | { kind: "fields"; fields: Record<string, string> }
  | { kind: "toast"; message: string };

export function failureNotice(error: unknown): FailureNotice {
  const trace = errorTrace(error);
  if (trace) return { kind: "trace", trace };
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) return { kind: "fields", fields };
  return { kind: "toast", message: errorMessage(error) };
}
