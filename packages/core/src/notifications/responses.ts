import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const notificationsListResponse = z.object({
  notifications: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      group: z.string(),
      read_at: z.string().nullable(),
      created_at: z.string(),
      data: z.object({
        lines: z.array(z.looseObject({})),
        mainAction: z.looseObject({}).optional(),
        image: z.string().optional(),
        buttonActions: z.array(z.looseObject({})).optional(),
        inviteId: z.string().optional(),
        inviteAnswer: z.enum(["joined", "declined"]).optional(),
      }),
    }),
  ),
  unreadCount: z.number(),
});

export const notificationsMarkReadResponse = z.object({
  unreadCount: z.number(),
});

export const notificationsSubscriptionsResponse = z.object({
  available_channels: z.array(z.unknown()),
  subscriptions: z.array(
    z.object({
      group_name: z.string(),
      subscriptions: z.array(
        z.object({
          notif_id: z.string(),
          name: z.string(),
        }),
      ),
    }),
  ),
  user_selections: z.array(
    z.object({
      notif_id: z.string(),
      channels: z.record(z.string(), z.boolean()),
    }),
  ),
});

export const notificationsUpdateSubscriptionsResponse = notificationsSubscriptionsResponse;
