import { useSyncExternalStore } from "react";

/** Whether the browser has a network, as a hook (`online`/`offline` events). */
function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export const isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
