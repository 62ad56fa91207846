import type { ColumnType, Generated, Selectable } from "kysely";

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;

export type NotificationChannelColumn = "in-app" | "email" | "browser";

/** Migration 2026_11_27_0100: one notification a user was sent (docs/spec/1-platform-foundation.md §3 "Notification"). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  group: string;
  data: JsonWithDefault<Record<string, unknown>>;
  read_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Migration 2026_11_27_0100: a channel a user turned on or off for one type. */
export interface NotificationPreferencesTable {
  user_id: number;
  type: string;
  channel: NotificationChannelColumn;
  enabled: boolean;
}

/** Migration 2026_11_27_0100: a browser's Web Push subscription. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** Migration 2026_11_27_0101: an album whose release was announced to its artists' followers. */
export interface AlbumReleaseNoticesTable {
  album_id: number;
  announced_at: Generated<Date>;
}

export interface NotificationsDB {
  album_release_notices: AlbumReleaseNoticesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
