/// <reference lib="webworker" />
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import {
  ASSETS_CACHE,
  DATA_CACHE,
  DOWNLOADS_CACHE,
  FROM_DEVICE_HEADER,
  IMAGES_CACHE,
  SHELL_CACHE,
  SHELL_KEY,
  SYNC_TAG,
  storedTrackKey,
  type WorkerMessage,
} from "../names.ts";
import { answerRead } from "./data-cache.ts";
import { handlePush } from "./push.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * The web app's service worker: the app's code is precached at install (the list is written
 * by the build, vite.sw.config.ts), the last good shell is kept for offline starts, the app's
 * data and images are kept as they are read, and a track's stream is answered from the
 * device's copy once the network is gone. Web Push shares the worker (one per scope).
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
handlePush();

/** What the pages last said about the network: a page knows before a fetch fails. */
let pagesOffline = false;
const offline = () => pagesOffline || self.navigator.onLine === false;

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  else if (message?.type === "NETWORK") pagesOffline = !message.online;
  else if (message?.type === "FORGET_USER_DATA")
    event.waitUntil(Promise.all([caches.delete(SHELL_CACHE), caches.delete(DATA_CACHE)]).then(() => undefined));
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// Background Sync: the pages hold the queue and the session, so an open page is asked to send it.
self.addEventListener("sync", (event) => {
  const sync = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: "window" }).then((windows) => {
      for (const client of windows) client.postMessage({ type: "FLUSH_QUEUE" } satisfies WorkerMessage);
    }),
  );
});

/** Paths the server answers itself: never the shell. */
const SERVER_PATHS = /^\/(?:api|auth|secure|trpc|realtime|sitemaps?|robots\.txt|manifest\.webmanifest)(?:\/|$|\.)/;

// Pages: the network first; a good answer becomes the shell an offline start boots from.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && url.origin === self.location.origin && !SERVER_PATHS.test(url.pathname),
  async ({ request, url }) => {
    const cache = await caches.open(SHELL_CACHE);
    if (!offline()) {
      try {
        const response = await fetch(request);
        const html = /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
        if (response.ok && html && !url.searchParams.has("appearanceEditor"))
          await cache.put(SHELL_KEY, response.clone());
        return response;
      } catch {
        // Offline after all: the kept shell below.
      }
    }
    return (await cache.match(SHELL_KEY)) ?? Response.error();
  },
);

const STREAM = /^\/api\/v1\/tracks\/(\d{1,10})\/stream$/;

// Streams: from the server while there is one (so plays are proven as usual), else the device's copy.
registerRoute(
  ({ request, url }) => request.method === "GET" && url.origin === self.location.origin && STREAM.test(url.pathname),
  async ({ request, url }) => {
    const id = STREAM.exec(url.pathname)?.[1] ?? "";
    const stored = async () => {
      const hit = await caches.match(storedTrackKey(id), { cacheName: DOWNLOADS_CACHE });
      if (!hit) return null;
      const body = await hit.blob();
      const headers = new Headers(hit.headers);
      headers.set(FROM_DEVICE_HEADER, "1");
      headers.set("accept-ranges", "bytes");
      headers.delete("content-disposition");
      const full = new Response(body, { status: 200, headers });
      return request.headers.has("range") ? createPartialResponse(request, full) : full;
    };
    if (offline()) return (await stored()) ?? Response.error();
    try {
      return await fetch(request);
    } catch (error) {
      const copy = await stored();
      if (copy) return copy;
      throw error;
    }
  },
);

// The app's data (tRPC reads): fresh from the network, kept per procedure for offline pages.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/trpc/"),
  ({ request }) => answerRead(request, offline()),
);

// Covers and artwork: shown at once, refreshed behind.
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin,
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

// Build files not precached (fonts, large lazy chunks): their names change with their content.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
