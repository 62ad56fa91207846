import type { DomainErrorCode } from "@backbeat/core";

/** The one table from domain error codes to HTTP statuses (REST and tRPC both use it). */
export const statusByCode: Record<DomainErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OVER_QUOTA: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CSRF_MISMATCH: 419,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
};
