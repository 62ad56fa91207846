import { HTTP_RETRIES, HTTP_RETRY_DELAYS_MS } from "./constants.ts";
import { isAbortError } from "./types.ts";

/** A network failure (fetch/XHR could not reach the server). */
export class NetworkError extends Error {
  constructor(message = "Network error") {
    super(message);
    this.name = "NetworkError";
  }
}

/** Answers worth another try: network errors and 5xx. Aborts and 4xx are final. */
export function isRetryable(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof NetworkError || error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 500;
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });

/** The non-tus HTTP client's rule: the first try plus 3 retries on network errors and 5xx. */
export async function withRetry<T>(
  run: () => Promise<T>,
  options: { signal?: AbortSignal; sleep?: Sleep; retries?: number; delays?: number[] } = {},
): Promise<T> {
  const retries = options.retries ?? HTTP_RETRIES;
  const delays = options.delays ?? HTTP_RETRY_DELAYS_MS;
  const wait = options.sleep ?? sleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error) || options.signal?.aborted) throw error;
      await wait(delays[Math.min(attempt, delays.length - 1)] ?? 0, options.signal);
    }
  }
}
