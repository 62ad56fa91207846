import { isDomainError } from "@backbeat/core";

/**
 * A domain error that says how long to wait (throttles, a full hashing queue) sends it as
 * `Retry-After`. REST answers get it from `errorToHttp`; tRPC actions call this with
 * `ctx.resHeaders`, which the fetch adapter copies onto error answers too.
 */
export function carryRetryAfter(error: unknown, headers: Headers | undefined): void {
  if (headers && isDomainError(error) && error.retryAfter) headers.set("retry-after", String(error.retryAfter));
}
