import type { AppRouter } from "@backbeat/api/types";
import { readCookie } from "@backbeat/client";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/trpc",
        headers: () => {
          const token = readCookie("XSRF-TOKEN");
          return token ? { "X-XSRF-TOKEN": token } : {};
        },
        fetch: (url, init) => fetch(url, { ...init, credentials: "include" }),
      }),
    ],
  });
}
