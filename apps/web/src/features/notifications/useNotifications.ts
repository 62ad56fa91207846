import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { isAbsoluteLink } from "./content.tsx";
import { applyUnreadCount } from "./realtime.ts";
import type { NotificationItemData, NotificationList } from "./types.ts";

export function useNotificationList() {
  const trpc = useTRPC();
  const user = useBootstrap().user;
  return useQuery({ ...trpc.notifications.list.queryOptions(), enabled: Boolean(user) });
}

/** Mark read (one, or all) with the list updated at once and the server's count applied. */
export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.notifications.list.pathKey();
  return useMutation(
    trpc.notifications.markRead.mutationOptions({
      onMutate: (input) => {
        const now = new Date().toISOString();
        const ids = "ids" in input ? new Set(input.ids) : null;
        queryClient.setQueriesData<NotificationList>({ queryKey: key }, (old) =>
          old
            ? {
                ...old,
                notifications: old.notifications.map((n) =>
                  !n.read_at && (!ids || ids.has(n.id)) ? { ...n, read_at: now } : n,
                ),
              }
            : old,
        );
      },
      onSuccess: ({ unreadCount }) => {
        applyUnreadCount(unreadCount);
        queryClient.setQueriesData<NotificationList>({ queryKey: key }, (old) => (old ? { ...old, unreadCount } : old));
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: key }),
    }),
  );
}

/** Clicking a notification: an unread one becomes read, then its main action opens. */
export function useOpenNotification(onOpened?: () => void) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  return (n: NotificationItemData) => {
    if (!n.read_at) markRead.mutate({ ids: [n.id] });
    const action = n.data.mainAction?.action;
    if (!action) return;
    onOpened?.();
    if (isAbsoluteLink(action)) window.open(action, "_blank", "noopener,noreferrer");
    else navigate(action);
  };
}
