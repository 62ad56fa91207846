/// <reference lib="webworker" />
import { DATA_CACHE } from "../names.ts";

/**
 * The app's reads (tRPC queries, batched into one GET per tick: `/trpc/a,b?batch=1&input=
 * {"0":…,"1":…}`) kept per procedure and input, so offline a page is answered from reads made
 * on other pages and in other batches. Only successful results are kept.
 */
interface Call {
  path: string;
  input: unknown;
}

const KEEP = 600;
let writes = 0;

function callsOf(url: URL): Call[] | null {
  if (url.searchParams.get("batch") !== "1") return null;
  const paths = decodeURIComponent(url.pathname.slice("/trpc/".length)).split(",");
  let inputs: Record<string, unknown> = {};
  try {
    inputs = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, unknown>;
  } catch {
    return null;
  }
  return paths.map((path, i) => ({ path, input: inputs[String(i)] ?? null }));
}

const keyOf = (call: Call) =>
  `/__offline-data/${encodeURIComponent(call.path)}?input=${encodeURIComponent(JSON.stringify(call.input))}`;

async function keep(calls: Call[], response: Response): Promise<void> {
  const results = (await response.json()) as Array<{ result?: unknown; error?: unknown }>;
  if (!Array.isArray(results) || results.length !== calls.length) return;
  const cache = await caches.open(DATA_CACHE);
  await Promise.all(
    calls.map((call, i) =>
      results[i]?.result === undefined
        ? null
        : cache.put(
            keyOf(call),
            new Response(JSON.stringify(results[i]), { headers: { "content-type": "application/json" } }),
          ),
    ),
  );
  writes += calls.length;
  if (writes < 50) return;
  writes = 0;
  const keys = await cache.keys();
  // Oldest first: Cache Storage lists keys in the order they were written.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP)).map((key) => cache.delete(key)));
}

/** A read nobody made online: an error for that call alone, so the rest of its batch still shows. */
const missing = (call: Call) => ({
  error: {
    message: "Not available offline.",
    code: -32603,
    data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 503, path: call.path },
  },
});

async function kept(calls: Call[]): Promise<Response | null> {
  const cache = await caches.open(DATA_CACHE);
  const parts: unknown[] = [];
  let found = 0;
  for (const call of calls) {
    const hit = await cache.match(keyOf(call));
    if (hit) found += 1;
    parts.push(hit ? await hit.json() : missing(call));
  }
  if (!found) return null;
  return new Response(JSON.stringify(parts), {
    status: found === calls.length ? 200 : 207,
    headers: { "content-type": "application/json" },
  });
}

export async function answerRead(request: Request, offline: boolean): Promise<Response> {
  const calls = callsOf(new URL(request.url));
  if (!calls) return fetch(request);
  if (!offline) {
    try {
      const response = await fetch(request);
      if (response.ok) await keep(calls, response.clone()).catch(() => undefined);
      return response;
    } catch {
      // Offline after all: the kept reads below.
    }
  }
  return (await kept(calls)) ?? Response.error();
}
