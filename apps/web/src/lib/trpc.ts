import type { AppRouter } from "@backbeat/api/types";
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { trpcHeaders } from "./trpc-headers.ts";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The server runs at most this many batched queries per request (apps/server http/trpc-batch.ts). */
const MAX_BATCH = 16;

export function createTrpcClient() {
  const options = {
    url: "/trpc",
    headers: () => trpcHeaders(),
    fetch: (url: URL | RequestInfo, init?: RequestInit) => fetch(url, { ...init, credentials: "include" }),
  };
  return createTRPCClient<AppRouter>({
    links: [
      // The server refuses batched mutations: each write travels alone.
      splitLink({
        condition: (op) => op.type === "query",
        true: httpBatchLink({ ...options, maxItems: MAX_BATCH }),
        false: httpLink(options),
      }),
    ],
  });
}
