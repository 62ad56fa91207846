import { usersRepo } from "@backbeat/db";
import { renderNotificationDigest } from "@backbeat/email";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { mailerFor } from "../mail/mailer.ts";
import { outsideView } from "./plain.ts";
import type { OutsideDelivery } from "./types.ts";

/** Notifications arriving within this window of the first go out as one e-mail. */
export const DIGEST_WINDOW_MS = 60_000;
/** A digest lists at most this many; the page has the rest. */
const DIGEST_MAX_ITEMS = 20;

const pending = new WeakMap<
  CoreServices,
  Map<number, { items: OutsideDelivery[]; timer: ReturnType<typeof setTimeout> }>
>();
const windows = new WeakMap<CoreServices, number>();

/** Tests shorten the window; the server keeps the default. */
export function setDigestWindow(services: CoreServices, ms: number): void {
  windows.set(services, ms);
}

/**
 * E-mail channel: the first notification opens a window; whatever else arrives for the user in it
 * joins, and the lot leaves as one e-mail (the notification itself when it stayed alone).
 */
export function queueEmail(services: CoreServices, delivery: OutsideDelivery): void {
  let byUser = pending.get(services);
  if (!byUser) pending.set(services, (byUser = new Map()));
  const open = byUser.get(delivery.userId);
  if (open) {
    open.items.push(delivery);
    return;
  }
  const timer = setTimeout(() => {
    byUser.delete(delivery.userId);
    inBackground(services, sendDigest(services, delivery.userId, entry.items));
  }, windows.get(services) ?? DIGEST_WINDOW_MS);
  timer.unref?.();
  const entry = { items: [delivery], timer };
  byUser.set(delivery.userId, entry);
}

/** Sends every open window at once (server stop, tests). */
export async function flushEmailDigests(services: CoreServices): Promise<void> {
  const byUser = pending.get(services);
  if (!byUser) return;
  const all = [...byUser];
  byUser.clear();
  await Promise.all(
    all.map(([userId, entry]) => {
      clearTimeout(entry.timer);
      return sendDigest(services, userId, entry.items);
    }),
  );
}

async function sendDigest(services: CoreServices, userId: number, items: OutsideDelivery[]): Promise<void> {
  try {
    const user = await usersRepo.findUserById(services.db, userId);
    if (!user || user.banned_at) return;
    const base = services.config.appUrl.replace(/\/+$/, "");
    const settings = await services.settings.snapshot();
    const mail = await renderNotificationDigest({
      siteName: settings.get("branding.site_name"),
      items: items
        .slice(-DIGEST_MAX_ITEMS)
        .reverse()
        .map((d) => outsideView(d.data, base)),
      url: `${base}/notifications`,
      settingsUrl: `${base}/notifications/settings`,
    });
    await mailerFor(services).send({ to: user.email, ...mail, template: "notifications" });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    await services.errorLog
      .write({ message: `Notification e-mail to user ${userId} failed: ${e.message}`, stack: e.stack })
      .catch(() => {});
  }
}
