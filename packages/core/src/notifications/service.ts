import { type NotificationRow, notificationsRepo } from "@backbeat/db";
import type { z } from "zod";
import { inBackground } from "../background.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, unauthenticated, validationError } from "../errors.ts";
import { eventBusOf } from "../realtime/services.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { deliverOutside } from "./outside.ts";
import { type NotificationParams, type NotificationTypeId, notificationType, notificationTypes } from "./registry.ts";
import {
  type markNotificationsInput,
  NOTIFICATION_CHANNELS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationChannel,
  type NotificationIdsInput,
  type NotificationSelectionsInput,
  type notificationsListInput,
  type PushSubscriptionInput,
} from "./schemas.ts";
import type { NotificationData, NotificationJson } from "./types.ts";
import { vapidKeys } from "./vapid.ts";
import { pushEndpointAllowed } from "./web-push.ts";

/** A notification for one user: a type of the registry (registry.ts) with the params it declares. */
export type NotifyInput = {
  [T in NotificationTypeId]: {
    userId: number;
    type: T;
    data: NotificationParams<T>;
    /** Channels the caller has already covered, e.g. an invite whose own e-mail carries the link. */
    covered?: NotificationChannel[];
  };
}[NotificationTypeId];

export function notificationJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    type: row.type,
    group: row.group,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    data: row.data as unknown as NotificationData,
  };
}

/** The user's channels for one type: their saved choices over the type's defaults. */
async function channelsFor(services: CoreServices, userId: number, type: string) {
  const kind = notificationType(type);
  if (!kind) throw new Error(`Unknown notification type: ${type}`);
  const channels = { ...kind.defaults };
  for (const pref of await notificationsRepo.preferencesFor(services.db, userId, type))
    channels[pref.channel] = pref.enabled;
  return channels;
}

/**
 * Tells a user something: stores it for the bell (in-app), sends it live to their open tabs, and
 * hands it to e-mail and browser push when they keep those channels on. Returns the stored
 * notification, or null when the user turned in-app off for this type.
 */
export async function notify(services: CoreServices, input: NotifyInput): Promise<NotificationJson | null> {
  const kind = notificationType(input.type);
  if (!kind) throw new Error(`Unknown notification type: ${input.type}`);
  const channels = await channelsFor(services, input.userId, kind.id);
  for (const channel of input.covered ?? []) channels[channel] = false;
  const data = kind.render(input.data);
  let stored: NotificationJson | null = null;
  if (channels["in-app"]) {
    const row = await notificationsRepo.insertNotification(services.db, {
      user_id: input.userId,
      type: kind.id,
      group: kind.group,
      data: { ...data },
    });
    stored = notificationJson(row);
    const unreadCount = await notificationsRepo.unreadCount(services.db, input.userId);
    await eventBusOf(services).publish({
      userId: input.userId,
      event: "notification",
      payload: { notification: stored, unreadCount },
    });
  }
  if (channels.email || channels.browser)
    deliverOutside(services, {
      userId: input.userId,
      type: kind.id,
      data: { ...data },
      email: channels.email,
      browser: channels.browser,
    });
  return stored;
}

/**
 * `notify` without waiting: for features whose own work is done and must not fail or slow down
 * because a notification could not be sent. A failure is written to the error log.
 */
export function notifyLater(services: CoreServices, input: NotifyInput): void {
  inBackground(
    services,
    notify(services, input).catch(async (error) => {
      const e = error instanceof Error ? error : new Error(String(error));
      await services.errorLog
        .write({ message: `Notification ${input.type} to user ${input.userId} failed: ${e.message}`, stack: e.stack })
        .catch(() => {});
    }),
  );
}

function signedIn(viewer: Viewer): CurrentUser {
  if (!viewer.user) throw unauthenticated();
  return viewer.user;
}

export interface NotificationList {
  notifications: NotificationJson[];
  unreadCount: number;
}

/** GET notifications: the latest 30 (docs/spec/1-platform-foundation.md §9) and how many are unread. */
export async function listNotifications(
  services: CoreServices,
  viewer: Viewer,
  input?: z.output<typeof notificationsListInput>,
): Promise<NotificationList> {
  const user = signedIn(viewer);
  const perPage = input?.perPage ?? NOTIFICATIONS_PAGE_SIZE;
  const [rows, unreadCount] = await Promise.all([
    notificationsRepo.latestForUser(services.db, user.id, perPage),
    notificationsRepo.unreadCount(services.db, user.id),
  ]);
  return { notifications: rows.map(notificationJson), unreadCount };
}

/** Someone else's notification is refused as such; an id that does not exist is a 404. */
async function assertOwned(services: CoreServices, userId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const owned = new Set(await notificationsRepo.ownedIds(services.db, userId, unique));
  const foreign = unique.filter((id) => !owned.has(id));
  if (foreign.length === 0) return;
  if (await notificationsRepo.anyExist(services.db, foreign)) throw forbidden();
  throw notFound("Notification not found.");
}

async function announceUnread(services: CoreServices, userId: number): Promise<number> {
  const unreadCount = await notificationsRepo.unreadCount(services.db, userId);
  await eventBusOf(services).publish({ userId, event: "notifications.read", payload: { unreadCount } });
  return unreadCount;
}

/** POST notifications/mark-as-read: `ids`, or `markAllAsUnread: true` for all (docs/spec/1-platform-foundation.md §7). */
export async function markNotificationsRead(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof markNotificationsInput>,
): Promise<{ unreadCount: number }> {
  const user = signedIn(viewer);
  if ("ids" in input) {
    await assertOwned(services, user.id, input.ids);
    await notificationsRepo.markRead(services.db, user.id, input.ids);
  } else await notificationsRepo.markAllRead(services.db, user.id);
  return { unreadCount: await announceUnread(services, user.id) };
}

export async function deleteNotifications(
  services: CoreServices,
  viewer: Viewer,
  { ids }: NotificationIdsInput,
): Promise<{ unreadCount: number }> {
  const user = signedIn(viewer);
  await assertOwned(services, user.id, ids);
  await notificationsRepo.deleteForUser(services.db, user.id, ids);
  return { unreadCount: await announceUnread(services, user.id) };
}

/** docs/spec/1-platform-foundation.md §3 "Notification subscriptions response". */
export interface NotificationSubscriptions {
  available_channels: NotificationChannel[];
  subscriptions: { group_name: string; subscriptions: { notif_id: string; name: string }[] }[];
  user_selections: { notif_id: string; channels: Record<NotificationChannel, boolean> }[];
}

export async function notificationSubscriptions(
  services: CoreServices,
  viewer: Viewer,
): Promise<NotificationSubscriptions> {
  const user = signedIn(viewer);
  const saved = await notificationsRepo.preferencesOf(services.db, user.id);
  const groups = new Map<string, { notif_id: string; name: string }[]>();
  for (const t of notificationTypes) {
    const list = groups.get(t.group) ?? [];
    list.push({ notif_id: t.id, name: t.name });
    groups.set(t.group, list);
  }
  return {
    available_channels: [...NOTIFICATION_CHANNELS],
    subscriptions: [...groups].map(([group_name, subscriptions]) => ({ group_name, subscriptions })),
    user_selections: notificationTypes.map((t) => {
      const channels = { ...t.defaults };
      for (const pref of saved) if (pref.type === t.id) channels[pref.channel] = pref.enabled;
      return { notif_id: t.id, channels };
    }),
  };
}

/** PUT notifications/me/subscriptions: only the channels named are changed. */
export async function updateNotificationSubscriptions(
  services: CoreServices,
  viewer: Viewer,
  { selections }: NotificationSelectionsInput,
): Promise<NotificationSubscriptions> {
  const user = signedIn(viewer);
  const unknown = selections.findIndex((s) => !notificationType(s.notif_id));
  if (unknown >= 0) throw validationError({ [`selections.${unknown}.notif_id`]: ["Unknown notification type."] });
  const rows = selections.flatMap((s) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const enabled = s.channels[channel];
      return typeof enabled === "boolean" ? [{ type: s.notif_id, channel, enabled }] : [];
    }),
  );
  await notificationsRepo.savePreferences(services.db, user.id, rows);
  return notificationSubscriptions(services, viewer);
}

/** The bootstrap user's unread_notifications_count. */
export async function unreadNotificationsCount(services: CoreServices, userId: number): Promise<number> {
  return notificationsRepo.unreadCount(services.db, userId);
}

/** A browser's Web Push subscription for the signed-in user (the browser channel). */
export async function savePushSubscription(
  services: CoreServices,
  viewer: Viewer,
  { endpoint, keys }: PushSubscriptionInput,
): Promise<{ ok: true }> {
  const user = signedIn(viewer);
  if (!(await pushEndpointAllowed(services, endpoint)))
    throw validationError({ endpoint: ["The push endpoint must be a public push service."] });
  // The endpoint belongs to the browser: whoever signs in on it last receives its pushes.
  await notificationsRepo.savePushSubscription(services.db, user.id, {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return { ok: true };
}

/** The public VAPID key a browser subscribes with (the browser channel). */
export async function pushPublicKey(services: CoreServices, viewer: Viewer): Promise<{ publicKey: string }> {
  signedIn(viewer);
  return { publicKey: (await vapidKeys(services)).publicKey };
}
