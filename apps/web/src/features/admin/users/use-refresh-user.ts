import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";

/** After a change on the user's page: its own data and the users table are read again. */
export function useRefreshAdminUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() }),
    ]);
}
