import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getBootstrap, setBootstrap, useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { subscribeLive } from "./live-socket.ts";
import type { NotificationItemData, NotificationList } from "./types.ts";

function setUnread(count: number): void {
  const data = getBootstrap();
  if (data.user && data.user.unread_notifications_count !== count)
    setBootstrap({ ...data, user: { ...data.user, unread_notifications_count: count } });
}

/** Keeps the notification list and the unread count current from live events (no polling). */
export function useLiveNotifications(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const userId = useBootstrap().user?.id;
  useEffect(() => {
    if (!userId) return;
    const key = trpc.notifications.list.pathKey();
    return subscribeLive((message) => {
      if (message.event === "notification") {
        const { notification, unreadCount } = message.payload as {
          notification: NotificationItemData;
          unreadCount: number;
        };
        queryClient.setQueriesData<NotificationList>({ queryKey: key }, (old) =>
          old
            ? {
                notifications: [notification, ...old.notifications.filter((n) => n.id !== notification.id)].slice(
                  0,
                  30,
                ),
                unreadCount,
              }
            : old,
        );
        setUnread(unreadCount);
      } else if (message.event === "notifications.read") {
        const { unreadCount } = message.payload as { unreadCount: number };
        setUnread(unreadCount);
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
  }, [userId, trpc, queryClient]);
}

/** After a mark-as-read answer: the count the server reports (0 clears the badge at once). */
export function applyUnreadCount(count: number): void {
  setUnread(count);
}
