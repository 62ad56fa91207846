import { BellIcon, IconButton, Popover, PopoverDialog, Button as UiButton } from "@backbeat/ui";
import { useState } from "react";
import { DialogTrigger } from "react-aria-components";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { NotificationItem } from "./NotificationItem.tsx";
import * as s from "./notifications.css.ts";
import { useLiveNotifications } from "./realtime.ts";
import { useMarkRead, useNotificationList, useOpenNotification } from "./useNotifications.ts";

const POPOVER_ITEMS = 10;

/** The header's notifications popover (docs/spec/1-platform-foundation.md "Notifications"): unread badge, latest items. */
export function NotificationBell() {
  useLiveNotifications();
  const user = useBootstrap().user;
  const list = useNotificationList();
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const openNotification = useOpenNotification(() => setOpen(false));
  const unread = list.data?.unreadCount ?? user?.unread_notifications_count ?? 0;
  const items = list.data?.notifications.slice(0, POPOVER_ITEMS) ?? [];
  const label = unread > 0 ? t("Notifications (:count unread)", { count: unread }) : t("Notifications");
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <IconButton
        unstyled
        className={s.bell}
        aria-label={label}
        tooltip={t("Notifications")}
        tooltipPlacement="bottom"
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={s.count} data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </IconButton>
      <Popover placement="bottom end" className={s.popover}>
        <PopoverDialog aria-label={t("Notifications")} className={s.popover}>
          <div className={s.popoverHeader}>
            <h2 className={s.popoverTitle}>{t("Notifications")}</h2>
            {unread > 0 ? (
              <UiButton variant="link" size="sm" onPress={() => markRead.mutate({ markAllAsUnread: true })}>
                {t("Mark all as read")}
              </UiButton>
            ) : null}
          </div>
          <div className={s.popoverList}>
            {items.length === 0 ? (
              <p className={s.popoverHeader}>{t("Notifications will start showing up here soon.")}</p>
            ) : (
              <ul className={s.list}>
                {items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} onOpen={openNotification} onAnswered={() => setOpen(false)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={s.popoverFooter}>
            <Link to="/notifications" className={s.link} onClick={() => setOpen(false)}>
              {t("View all")}
            </Link>
            <Link to="/notifications/settings" className={s.link} onClick={() => setOpen(false)}>
              {t("Settings")}
            </Link>
          </div>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}
