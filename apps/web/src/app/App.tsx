import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { createTrpcClient, TRPCProvider } from "@/lib/trpc.ts";
import { registerPrefetch } from "./route-prefetch.ts";
import { createRouter } from "./router.tsx";

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [trpcClient] = useState(createTrpcClient);
  const [router] = useState(() => {
    registerPrefetch(queryClient, trpcClient);
    return createRouter();
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
