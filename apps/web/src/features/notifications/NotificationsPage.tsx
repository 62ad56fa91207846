import { BellIcon, Button, EmptyState, Skeleton } from "@backbeat/ui";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { PageError } from "../catalogue/PageState.tsx";
import { NotificationItem } from "./NotificationItem.tsx";
import * as s from "./notifications.css.ts";
import { useLiveNotifications } from "./realtime.ts";
import { useMarkRead, useNotificationList, useOpenNotification } from "./useNotifications.ts";

/** /notifications (login required): the latest 30. */
export function NotificationsPage() {
  return (
    <RouteGuard requireLogin>
      <Notifications />
    </RouteGuard>
  );
}

function Notifications() {
  useLiveNotifications();
  const list = useNotificationList();
  const markRead = useMarkRead();
  const open = useOpenNotification();
  const integrated = Boolean(
    (useBootstrap().settings.notif as { subs?: { integrated?: boolean } } | undefined)?.subs?.integrated,
  );
  const unread = list.data?.unreadCount ?? 0;
  return (
    <main className={s.page}>
      <div className={s.pageHeader}>
        <h1 className={s.pageTitle}>{t("Notifications")}</h1>
        {unread > 0 ? (
          <Button variant="outline" onPress={() => markRead.mutate({ markAllAsUnread: true })}>
            {t("Mark all as read")}
          </Button>
        ) : null}
        {integrated ? (
          <Link to="/notifications/settings" target="_blank" className={s.link}>
            {t("Settings")}
          </Link>
        ) : null}
      </div>
      {list.isPending ? (
        <Skeleton height={240} />
      ) : list.isError ? (
        <PageError error={list.error} />
      ) : list.data.notifications.length === 0 ? (
        <EmptyState
          icon={<BellIcon />}
          title={t("Hang tight!")}
          message={t("Notifications will start showing up here soon.")}
        />
      ) : (
        <div className={s.card}>
          <ul className={s.list}>
            {list.data.notifications.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={open} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </main>
  );
}

export { NotificationsPage as Component };
