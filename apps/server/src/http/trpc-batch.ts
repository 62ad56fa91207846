/**
 * tRPC batches several procedures into one request. Queries may batch (a page loads a few at
 * once, up to this many); mutations never do, so each write pays its own throttles, body limit
 * and rate limits instead of riding hundreds deep in one request.
 */
export const TRPC_MAX_BATCH = 16;

/** The refusal message for a batch the server won't run, or null when the request may proceed. */
export function trpcBatchRefusal(request: Request, url: URL): string | null {
  if (url.searchParams.get("batch") !== "1") return null;
  const count = url.pathname.replace(/^\/+trpc\/?/, "").split(",").length;
  if (request.method !== "GET" && count > 1) return "Mutations can't be batched.";
  if (count > TRPC_MAX_BATCH) return `At most ${TRPC_MAX_BATCH} calls may be batched.`;
  return null;
}
