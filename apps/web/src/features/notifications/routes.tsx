import type { RouteObject } from "react-router";

/** docs/spec/1-platform-foundation.md "Notifications": the page and its settings, inside the player frame. */
export const notificationRoutes: RouteObject[] = [
  { path: "notifications", lazy: () => import("./NotificationsPage.tsx") },
  { path: "notifications/settings", lazy: () => import("./NotificationSettingsPage.tsx") },
];
