import type { Feature } from "../features.ts";
import type { NotificationChannel } from "./schemas.ts";

/** docs/spec/1-platform-foundation.md §3 "Notification": data.lines, mainAction, image, buttonActions, inviteId. */
export interface NotificationLine {
  type: "primary" | "other";
  /** HTML: only `<strong>` around escaped text, so the client can draw it without markup. */
  content: string;
  icon?: string;
  action?: { action: string; label: string };
}

export interface NotificationData {
  lines: NotificationLine[];
  mainAction?: { action: string; label: string };
  image?: string;
  buttonActions?: { label: string; action: string }[];
  inviteId?: string;
  /** How the invite was answered from any tab; its buttons are gone then. */
  inviteAnswer?: "joined" | "declined";
}

export interface NotificationJson {
  id: number;
  type: string;
  group: string;
  read_at: string | null;
  created_at: string;
  data: NotificationData;
}

/** What a feature passes to `notify`: plain values, rendered into lines by the type. */
export type NotifyParams = { [key: string]: string | number | boolean | null | undefined };

/** One kind of notification, as the registry declares it (registry.ts). */
export interface NotificationKind<P extends NotifyParams = NotifyParams> {
  /** Shown in the preferences matrix. */
  name: string;
  group: string;
  defaults: Record<NotificationChannel, boolean>;
  /** The product area the type belongs to, when that area can be switched off (`FEATURES`). */
  feature?: Feature;
  render(params: P): NotificationData;
}

export interface NotificationType extends NotificationKind {
  /** The `notif_id` of the preferences matrix. */
  id: string;
}

/** A notification on its way to e-mail and browser push, with the user's choice for each. */
export interface OutsideDelivery {
  userId: number;
  type: string;
  data: NotificationData;
  email: boolean;
  browser: boolean;
}
