import { useQueryClient } from "@tanstack/react-query";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { useTRPCClient } from "@/lib/trpc.ts";

/**
 * A plan change alters the viewer's subscriptions and permissions, which the bootstrap data
 * carries: read it again so guards, menus and gated screens follow at once, and drop the
 * billing answers cached under the old state.
 */
export function useRefreshViewer() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return async () => {
    setBootstrap(await client.session.bootstrap.query());
    await queryClient.invalidateQueries();
  };
}
