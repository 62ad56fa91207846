import { z } from "zod";

/** The channels a notification can travel on (docs/spec/1-platform-foundation.md "Notifications": the channel 'browser' exists). */
export const NOTIFICATION_CHANNELS = ["in-app", "email", "browser"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** docs/spec/1-platform-foundation.md §9 constants: the notifications page lists the latest 30. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** At most this many ids per mark-as-read or delete call. */
export const NOTIFICATION_IDS_MAX = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const notificationIdsInput = z.object({
  ids: z.array(id).min(1).max(NOTIFICATION_IDS_MAX),
});
export type NotificationIdsInput = z.output<typeof notificationIdsInput>;

/** docs/spec/1-platform-foundation.md §7 "(mark all)": the client sends `markAllAsUnread: true` (sic) to read everything. */
export const markNotificationsInput = z.union([notificationIdsInput, z.object({ markAllAsUnread: z.literal(true) })]);

export const notificationsListInput = z
  .object({ perPage: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).optional() })
  .optional();

const notifId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_]+$/, "Unknown notification type.");

export const notificationSelectionsInput = z.object({
  selections: z
    .array(
      z.object({
        notif_id: notifId,
        channels: z.partialRecord(z.enum(NOTIFICATION_CHANNELS), z.boolean()),
      }),
    )
    .max(100),
});

export const pushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .max(1000)
    .regex(/^https:\/\/[!-~]+$/, "The push endpoint must be an https URL."),
  keys: z.object({
    p256dh: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_=-]+$/),
    auth: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_=-]+$/),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>;

export type NotificationSelectionsInput = z.infer<typeof notificationSelectionsInput>;
