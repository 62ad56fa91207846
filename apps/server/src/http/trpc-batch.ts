/**
 * tRPC batches several procedures into one request. Queries may batch (a page loads a few at
 * once, up to this many); mutations never do, so each write pays its own throttles, body limit
 * and rate limits instead of riding hundreds deep in one request.
 */
export const TRPC_MAX_BATCH = 16;

export const TRPC_ENDPOINT = "/trpc";

type ProcedureType = "query" | "mutation" | "subscription";

const trimSlashes = (path: string) => path.replace(/^\//, "").replace(/\/$/, "");

/**
 * The procedure paths of a request as tRPC's fetch adapter reads them (it trims one slash at
 * each end, cuts the endpoint, percent-decodes, then splits a batch on commas), so an encoded
 * separator (`%2C`) counts as the call it becomes. Null when the path does not decode.
 */
export function trpcCallPaths(url: URL): string[] | null {
  const path = trimSlashes(trimSlashes(url.pathname).slice(trimSlashes(TRPC_ENDPOINT).length));
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return url.searchParams.get("batch") === "1" ? decoded.split(",") : [decoded];
}

/**
 * The refusal message for a batch the server won't run, or null when the request may proceed.
 * `typeOf` names a procedure's kind (undefined for an unknown path, which tRPC answers itself).
 */
export function trpcBatchRefusal(
  request: Request,
  url: URL,
  typeOf: (path: string) => ProcedureType | undefined,
): string | null {
  const paths = trpcCallPaths(url);
  if (!paths) return "The URL is malformed.";
  if (paths.length === 1) return null;
  if (request.method !== "GET" || paths.some((path) => typeOf(path) === "mutation"))
    return "Mutations can't be batched.";
  if (paths.length > TRPC_MAX_BATCH) return `At most ${TRPC_MAX_BATCH} calls may be batched.`;
  return null;
}
