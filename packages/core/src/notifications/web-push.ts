import { notificationsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { resolvesToPublic } from "../net/public-address.ts";
import { outsideView } from "./plain.ts";
import type { OutsideDelivery } from "./types.ts";
import { vapidKeys } from "./vapid.ts";

/** Push services are public hosts; anything resolving inside the network is never called. */
export async function pushEndpointAllowed(services: CoreServices, endpoint: string): Promise<boolean> {
  if (services.config.pushToInternalHosts) return true;
  try {
    return await resolvesToPublic(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

/** How long a push service keeps a message for a browser that is offline (seconds). */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Browser channel: a Web Push message to each of the user's subscribed browsers, shown by the
 * service worker even with no tab open. A subscription the push service says is gone is removed.
 */
export async function sendBrowserPush(services: CoreServices, delivery: OutsideDelivery): Promise<number> {
  const subscriptions = await notificationsRepo.pushSubscriptionsOf(services.db, delivery.userId);
  if (subscriptions.length === 0) return 0;
  // web-push (and its crypto) loads on the first push, not with every process.
  const webpush = (await import("web-push")).default;
  const keys = await vapidKeys(services);
  const view = outsideView(delivery.data, services.config.appUrl);
  const payload = JSON.stringify({
    title: (await services.settings.snapshot()).get("branding.site_name"),
    body: view.detail ? `${view.text}\n${view.detail}` : view.text,
    url: view.url,
    tag: delivery.type,
  });
  const from = services.config.mail?.from ?? "";
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const subject = /^[^@\s]+@[^@\s]+$/.test(address) ? `mailto:${address}` : services.config.appUrl;
  let sent = 0;
  for (const sub of subscriptions) {
    // Checked again at send time: the name may resolve elsewhere than when it was saved.
    if (!(await pushEndpointAllowed(services, sub.endpoint))) continue;
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          TTL: PUSH_TTL_SECONDS,
          timeout: 10_000,
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        },
      );
      sent++;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await notificationsRepo.deletePushSubscription(services.db, sub.endpoint);
      else throw error;
    }
  }
  return sent;
}
