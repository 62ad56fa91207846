import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { loadDownloads } from "./downloads-state.ts";
import type { WorkerMessage } from "./names.ts";
import * as s from "./offline.css.ts";
import { flushOfflineQueue } from "./offline-actions.ts";
import { useOnline } from "./online.ts";
import { registerServiceWorker, tellServiceWorker } from "./register.ts";
import { removeRevokedTracks } from "./store.ts";

/**
 * The app's offline side, mounted once: registers the service worker and announces a new
 * build, says when the network is gone, and when it is back sends the changes made meanwhile
 * and drops stored tracks the user may no longer keep.
 */
export function OfflineLayer() {
  const online = useOnline();
  // The Downloads page words the offline state itself.
  const { pathname } = useLocation();
  const signedIn = Boolean(useBootstrap().user);
  const queryClient = useQueryClient();
  const [reload, setReload] = useState<(() => void) | null>(null);
  const [dismissedOffline, setDismissedOffline] = useState(false);

  useEffect(() => {
    registerServiceWorker((apply) => setReload(() => apply));
    void loadDownloads();
  }, []);

  useEffect(() => {
    tellServiceWorker({ type: "NETWORK", online });
    if (online) setDismissedOffline(false);
    if (!online || !signedIn) return;
    let cancelled = false;
    const catchUp = async () => {
      const sent = await flushOfflineQueue().catch(() => 0);
      if (cancelled) return;
      // What was changed offline now shows as the server has it.
      if (sent) await queryClient.invalidateQueries();
      const removed = await removeRevokedTracks().catch(() => 0);
      if (removed && !cancelled)
        toast(
          "{count, plural, one {# downloaded song is no longer available and was removed.} other {# downloaded songs are no longer available and were removed.}}",
          {
            values: { count: removed },
          },
        );
    };
    void catchUp();
    return () => {
      cancelled = true;
    };
  }, [online, signedIn, queryClient]);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as WorkerMessage | undefined)?.type === "FLUSH_QUEUE") void flushOfflineQueue().catch(() => 0);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, []);

  return (
    <>
      {!online && !dismissedOffline && pathname !== "/downloads" ? (
        <div className={s.offlineBanner} role="status" data-testid="offline-banner">
          <span className={s.dot} aria-hidden />
          <span className={s.longText}>{t("You're offline. Downloaded music still plays.")}</span>
          <span className={s.shortText}>{t("Offline")}</span>
          {signedIn ? (
            <Link to="/downloads" className={s.bannerAction}>
              {t("Downloads")}
            </Link>
          ) : null}
          <button type="button" className={s.bannerDismiss} onClick={() => setDismissedOffline(true)}>
            {t("Hide")}
          </button>
        </div>
      ) : null}
      {reload ? (
        <div className={s.updateBanner} role="status" data-testid="update-banner">
          <span>{t("A new version is ready")}</span>
          <button type="button" className={s.bannerAction} onClick={reload}>
            {t("Reload")}
          </button>
          <button type="button" className={s.bannerDismiss} onClick={() => setReload(null)}>
            {t("Later")}
          </button>
        </div>
      ) : null}
    </>
  );
}
