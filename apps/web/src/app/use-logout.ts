import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { forgetOfflineUserData } from "@/features/offline/register.ts";
import { isAppearanceEditor } from "@/global/AppearanceBridge.tsx";
import { toast } from "@/global/toasts.tsx";
import { setBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";

/** docs/spec/1-platform-foundation.md §8: the preview frame of the appearance editor keeps its session. */
export const LOGOUT_IN_EDITOR = "Can't logout while in appearance editor.";

/**
 * Logout (docs/spec/1-platform-foundation.md §4): cached data is cleared, the answer's bootstrap data replaces the old, and
 * the user goes to /login. Refused with a message inside the appearance editor.
 */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.session.logout.mutationOptions({
      onSuccess: ({ bootstrapData }) => {
        queryClient.clear();
        forgetOfflineUserData();
        setBootstrap(bootstrapData);
        navigate("/login");
      },
    }),
  );
  return {
    logout: () => {
      if (isAppearanceEditor()) toast.danger(LOGOUT_IN_EDITOR);
      else mutation.mutate();
    },
    isPending: mutation.isPending,
  };
}
