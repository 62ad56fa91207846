import {
  deleteNotifications,
  listNotifications,
  markNotificationsInput,
  markNotificationsRead,
  noInput,
  notificationIdsInput,
  notificationSelectionsInput,
  notificationSubscriptions,
  notificationsListInput,
  notificationsListResponse,
  notificationsMarkReadResponse,
  notificationsSubscriptionsResponse,
  notificationsUpdateSubscriptionsResponse,
  pushPublicKey,
  pushSubscriptionInput,
  savePushSubscription,
  updateNotificationSubscriptions,
} from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";

/** The signed-in user's own notifications and channel preferences (docs/spec/1-platform-foundation.md "Notifications"). */
export const notificationsRouter = router({
  list: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/notifications",
        response: notificationsListResponse,
        summary: "The signed-in user's notifications.",
      },
    })
    .input(notificationsListInput)
    .query(({ ctx, input }) => listNotifications(ctx.services, ctx.viewer, input)),
  markRead: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/notifications/mark-as-read",
        response: notificationsMarkReadResponse,
        summary: "Marks notifications read.",
      },
    })
    .input(markNotificationsInput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(notificationIdsInput)
    .mutation(({ ctx, input }) => deleteNotifications(ctx.services, ctx.viewer, input)),
  subscriptions: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/notifications/me/subscriptions",
        response: notificationsSubscriptionsResponse,
        summary: "Which notifications the user gets, by channel.",
      },
    })
    .input(noInput)
    .query(({ ctx }) => notificationSubscriptions(ctx.services, ctx.viewer)),
  updateSubscriptions: authedProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "api/v1/notifications/me/subscriptions",
        response: notificationsUpdateSubscriptionsResponse,
        summary: "Chooses which notifications the user gets, by channel.",
      },
    })
    .input(notificationSelectionsInput)
    .mutation(({ ctx, input }) => updateNotificationSubscriptions(ctx.services, ctx.viewer, input)),
  pushKey: authedProcedure.input(noInput).query(({ ctx }) => pushPublicKey(ctx.services, ctx.viewer)),
  pushSubscribe: authedProcedure
    .input(pushSubscriptionInput)
    .mutation(({ ctx, input }) => savePushSubscription(ctx.services, ctx.viewer, input)),
});
