import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";

/** Refetches every admin list, for a save or delete that changed rows one shows. */
export function useRefreshLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.datatable.list.pathKey() });
}
