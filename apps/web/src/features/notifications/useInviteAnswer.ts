import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { httpStatusOf } from "../catalogue/PageState.tsx";
import { setActiveWorkspace } from "../workspaces/active-workspace.ts";
import { outcomeOfFailure, recordInviteOutcome } from "./invite-outcomes.ts";
import type { NotificationItemData } from "./types.ts";
import { useMarkRead } from "./useNotifications.ts";

/**
 * Join or decline the workspace invite of a notification (docs/spec/1-platform-foundation.md §4 "Workspace invitation").
 * Either answer marks the notification read; join makes the workspace active and opens it. A
 * failure is toasted once by the mutation rule (a 404 with 'This invite is no longer valid').
 * `onAnswered` closes the popover.
 */
export function useInviteAnswer(n: NotificationItemData, onAnswered?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const inviteId = n.data.inviteId ?? "";
  const notifications = trpc.notifications.list.pathKey();

  // Read before the lists are fetched again, so a refetch cannot bring the item back as unread.
  const markAnswered = async () => {
    if (!n.read_at) await markRead.mutateAsync({ ids: [n.id] }).catch(() => undefined);
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notifications });
  const failed = async (error: unknown) => {
    const outcome = outcomeOfFailure(httpStatusOf(error));
    if (outcome) {
      recordInviteOutcome(inviteId, outcome);
      await markAnswered();
    }
    refresh();
  };

  const join = useMutation(
    trpc.workspaces.join.mutationOptions({
      onSuccess: async ({ workspace }) => {
        recordInviteOutcome(inviteId, "joined");
        await markAnswered();
        setActiveWorkspace(workspace.id, queryClient);
        void queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() });
        refresh();
        toast("Joined workspace");
        onAnswered?.();
        navigate(`/workspaces/${workspace.id}`);
      },
      onError: failed,
    }),
  );
  const decline = useMutation(
    trpc.workspaces.decline.mutationOptions({
      onSuccess: async () => {
        recordInviteOutcome(inviteId, "declined");
        await markAnswered();
        refresh();
        toast("Declined workspace invitation");
        onAnswered?.();
      },
      onError: failed,
    }),
  );
  return {
    join: () => join.mutate({ inviteId }),
    decline: () => decline.mutate({ inviteId }),
    joining: join.isPending,
    declining: decline.isPending,
  };
}
