import type { useTRPCClient } from "@/lib/trpc.ts";

/** Registers the service worker and hands the browser's push subscription to the server. */
export async function subscribeToPush(client: ReturnType<typeof useTRPCClient>): Promise<boolean> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window)) return false;
  const { publicKey } = await client.notifications.pushKey.query();
  if (!publicKey) return false;
  const registration = await navigator.serviceWorker.register("/sw.js");
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
  await client.notifications.pushSubscribe.mutate({
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  });
  return true;
}
