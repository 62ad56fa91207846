import { type MutationCache, QueryClient } from "@tanstack/react-query";
import { statusOf } from "./errors.ts";

/** docs/spec/1-platform-foundation.md §9: stale time 30000 ms, garbage collection 5 minutes. */
export const QUERY_STALE_TIME = 30_000;
export const QUERY_GC_TIME = 5 * 60_000;
const NO_RETRY = new Set([401, 403, 404]);

/** docs/spec/1-platform-foundation.md §8: no retry on 401, 403 or 404; otherwise at most 2 retries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && NO_RETRY.has(status)) return false;
  return failureCount < 2;
}

export function createQueryClient(options: { mutationCache?: MutationCache } = {}): QueryClient {
  return new QueryClient({
    ...options,
    defaultOptions: {
      // Offline, a read is still tried once: the web app's service worker may answer it from
      // what it kept; only retries wait for the network.
      queries: { staleTime: QUERY_STALE_TIME, gcTime: QUERY_GC_TIME, retry: shouldRetry, networkMode: "offlineFirst" },
      mutations: { retry: false },
    },
  });
}
