import type { CheckoutStatus } from "../billing/types.ts";

/** The return pages ask every 1.5 s and give up waiting after a minute. */
export const POLL_INTERVAL_MS = 1500;
export const POLL_LIMIT_MS = 60_000;

export type PollState = "waiting" | "completed" | "failed" | "expired" | "timeout";

/**
 * What a return page shows for the checkout's status after waiting `elapsedMs`: a provider's
 * webhook may land seconds after the browser returns, so "open" means keep waiting until the limit.
 */
export function pollState(status: CheckoutStatus | undefined, elapsedMs: number): PollState {
  if (status === "completed" || status === "failed" || status === "expired") return status;
  return elapsedMs >= POLL_LIMIT_MS ? "timeout" : "waiting";
}

/** A checkout id as the server makes them: refuse anything else before asking. */
export function validCheckoutId(value: string | null): value is string {
  return Boolean(value && /^[A-Za-z0-9_-]{8,64}$/.test(value));
}

/** Route ids are positive whole numbers; anything else is a tampered link. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
