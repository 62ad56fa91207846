import type { RouteObject } from "react-router";

/** spec 1 "Notifications": the page and its settings, inside the player frame. */
export const notificationRoutes: RouteObject[] = [
  { path: "notifications", lazy: () => import("./NotificationsPage.tsx") },
  { path: "notifications/settings", lazy: () => import("./NotificationSettingsPage.tsx") },
];
