/**
 * Names the page and the service worker share (sw/service-worker.ts is built on its own, so
 * this file imports nothing).
 */
export const DOWNLOADS_CACHE = "backbeat-downloads";
export const SHELL_CACHE = "backbeat-shell";
export const DATA_CACHE = "backbeat-data";
export const IMAGES_CACHE = "backbeat-images";
export const ASSETS_CACHE = "backbeat-assets";
/** The one key the last good shell is kept under: any page of the app boots from it offline. */
export const SHELL_KEY = "/__offline-shell";
/** A stored track's bytes, under a path of this origin that no server route answers. */
export const storedTrackKey = (trackId: number | string) => `/__offline/tracks/${trackId}`;
/** Set on answers the service worker made from the device's copy. */
export const FROM_DEVICE_HEADER = "x-backbeat-offline";
export const SYNC_TAG = "backbeat-offline-queue";

/** Messages between the page and the service worker. */
export type WorkerMessage =
  | { type: "SKIP_WAITING" }
  | { type: "NETWORK"; online: boolean }
  | { type: "FORGET_USER_DATA" }
  | { type: "FLUSH_QUEUE" };
