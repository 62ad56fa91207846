import type { AppRouter } from "@backbeat/api/types";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { LoaderFunctionArgs } from "react-router";

/**
 * Route loaders start a screen's first query while its lazy code is still downloading, so data and
 * code arrive together instead of one after the other. The app registers its clients before the
 * router starts; the loaders never wait for the answer, the screen's own query picks it up.
 */
let options: TRPCOptionsProxy<AppRouter> | null = null;
let cache: QueryClient | null = null;

export function registerPrefetch(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>) {
  cache = queryClient;
  options = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}

type Start = (trpc: TRPCOptionsProxy<AppRouter>, queryClient: QueryClient, id: number) => Promise<void>;

/** A loader that runs `start` for the positive integer in route param `param`, without waiting. */
export function prefetchById(param: string, start: Start) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = Number(params[param]);
    if (options && cache && Number.isInteger(id) && id > 0) void start(options, cache, id);
    return null;
  };
}
