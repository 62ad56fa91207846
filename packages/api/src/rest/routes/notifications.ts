import {
  listNotifications,
  markNotificationsRead,
  notificationSubscriptions,
  updateNotificationSubscriptions,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** docs/spec/1-platform-foundation.md §7 / docs/spec/2-product-areas.md §7 notification calls; the same core functions as tRPC. */
export const notificationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/notifications",
    access: "user",
    handle: (ctx, { query }) => listNotifications(ctx.services, ctx.viewer, query),
  },
  {
    method: "POST",
    path: "api/v1/notifications/mark-as-read",
    access: "user",
    handle: (ctx, { body }) => markNotificationsRead(ctx.services, ctx.viewer, body),
  },
  {
    method: "GET",
    path: "api/v1/notifications/me/subscriptions",
    access: "user",
    handle: (ctx) => notificationSubscriptions(ctx.services, ctx.viewer),
  },
  {
    method: "PUT",
    path: "api/v1/notifications/me/subscriptions",
    access: "user",
    handle: (ctx, { body }) => updateNotificationSubscriptions(ctx.services, ctx.viewer, body),
  },
];
