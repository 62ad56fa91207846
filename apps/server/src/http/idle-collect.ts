/** Requests since the last collection before a quiet spell is worth one. */
const AFTER_REQUESTS = 2000;
const QUIET_MS = 5000;

/**
 * After a burst of traffic the collector may leave the garbage of thousands of requests (page
 * objects, compressed bodies) in the heap for minutes, which is memory every idle instance pays.
 * Once the server has been quiet for a few seconds after at least a few thousand requests, one
 * full collection gives it back (about 30 ms, at a moment nobody is waiting). Probes do not
 * count as traffic, so an idle instance that is only probed never collects.
 */
export function createIdleCollector({
  collect = () => Bun.gc(true),
  afterRequests = AFTER_REQUESTS,
  quietMs = QUIET_MS,
} = {}) {
  let served = 0;
  let lastAt = 0;
  const timer = setInterval(() => {
    if (served >= afterRequests && Date.now() - lastAt >= quietMs) {
      served = 0;
      collect();
    }
  }, quietMs);
  timer.unref();
  return {
    served(): void {
      served++;
      lastAt = Date.now();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
