import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getBootstrap, setBootstrap, useBootstrap } from "../../app/bootstrap.ts";
import { useTRPC } from "../../app/trpc.ts";
import type { NotificationItemData, NotificationList } from "./types.ts";

export interface LiveMessage {
  event: string;
  payload: unknown;
}

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retry = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * One WebSocket per tab to `/realtime` (the session cookie signs it in), shared by every screen
 * that listens; it reconnects with a growing pause while anyone listens.
 */
function connect(): void {
  if (socket || typeof WebSocket === "undefined") return;
  const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/realtime`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (m) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(m.data)) as LiveMessage;
    } catch {
      return;
    }
    if (message.event === "ready") retry = 0;
    for (const listener of listeners) listener(message);
  };
  ws.onclose = () => {
    if (socket === ws) socket = null;
    if (listeners.size === 0) return;
    retry = Math.min(retry + 1, 6);
    retryTimer = setTimeout(connect, 500 * 2 ** retry);
  };
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(retryTimer);
      socket?.close();
      socket = null;
    }
  };
}

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
