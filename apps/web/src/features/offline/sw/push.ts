/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/** Browser channel of notifications: shows a Web Push message and opens its link when clicked. */
export function handlePush(): void {
  self.addEventListener("push", (event) => {
    let data: { title?: string; body?: string; tag?: string; url?: string } = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = { body: event.data ? event.data.text() : "" };
    }
    event.waitUntil(
      self.registration.showNotification(data.title || "Backbeat", {
        body: data.body || "",
        tag: data.tag,
        data: { url: data.url || "/notifications" },
      }),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = new URL(event.notification.data?.url || "/notifications", self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
        for (const client of windows) if (client.url === url && "focus" in client) return client.focus();
        return self.clients.openWindow(url);
      }),
    );
  });
}
