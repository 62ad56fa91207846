import type { CoreServices } from "../context.ts";
import { type AttemptStore, MemoryAttemptStore } from "./attempt-store.ts";

/** At most `max` actions per key in `windowMs` from the first of them. */
export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

export function rateLimit(name: string, max: number, windowMs: number): RateLimit {
  return { name, max, windowMs };
}

let memoryStores = new WeakMap<object, MemoryAttemptStore>();

/**
 * Where every throttle and rate limit counts: with REDIS_URL the store every instance shares
 * (one Lua script per check-and-count, redis-attempt-store.ts), so alternating between
 * instances buys nothing; otherwise this process's memory, one per database, so servers that
 * share a process (tests) never count each other's keys.
 */
export function rateLimitStore(services: Pick<CoreServices, "db" | "loginAttempts">): AttemptStore {
  if (services.loginAttempts) return services.loginAttempts;
  let store = memoryStores.get(services.db);
  if (!store) memoryStores.set(services.db, (store = new MemoryAttemptStore(50_000)));
  return store;
}

const storeKey = (limit: RateLimit, key: string) => `limit:${limit.name}:${key}`;

/**
 * Counts one action when the key has room: 0, else the whole seconds until it has. The memory
 * store checks and counts before its first await, so a caller that calls this before any await
 * of its own lets no two parallel requests pass one check; Redis does it in one script.
 */
export async function takeRateLimit(
  services: Pick<CoreServices, "db" | "loginAttempts">,
  limit: RateLimit,
  key: string,
  now = Date.now(),
): Promise<number> {
  const waitMs = await rateLimitStore(services).take(
    storeKey(limit, key),
    {
      kind: "budget",
      max: limit.max,
      windowMs: limit.windowMs,
    },
    now,
  );
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/** Gives back one action taken (it turned out not to count: a success, a field error). */
export async function giveBackRateLimit(
  services: Pick<CoreServices, "db" | "loginAttempts">,
  limit: RateLimit,
  key: string,
): Promise<void> {
  await rateLimitStore(services).giveBack(storeKey(limit, key));
}

export async function clearRateLimit(
  services: Pick<CoreServices, "db" | "loginAttempts">,
  limit: RateLimit,
  key: string,
): Promise<void> {
  await rateLimitStore(services).clear(storeKey(limit, key));
}

/** Forgets every in-memory count (tests). */
export function resetRateLimits(): void {
  memoryStores = new WeakMap();
}
