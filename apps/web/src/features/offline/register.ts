import { Workbox } from "workbox-window";
import type { WorkerMessage } from "./names.ts";

/**
 * Registers the service worker (built to `/sw.js`, see apps/web/vite.sw.config.ts) once per
 * page load. A new build's worker waits until the listener chooses to reload, so a page never
 * runs with code from two builds.
 */
let workbox: Workbox | null = null;

export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): void {
  if (workbox || !("serviceWorker" in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox("/sw.js", { scope: "/" });
  const wb = workbox;
  wb.addEventListener("waiting", () =>
    onUpdateReady(() => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  void wb.register().catch(() => {
    // No worker (private mode, an old browser): the app works online as before.
  });
}

export function tellServiceWorker(message: WorkerMessage): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Signing out drops the kept shell and data of this account (downloads stay until removed). */
export function forgetOfflineUserData(): void {
  tellServiceWorker({ type: "FORGET_USER_DATA" });
}
