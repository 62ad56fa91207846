import { useEffect } from "react";
import { Button as AriaButton } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { DownloadGlyph } from "../player/icons.tsx";
import { collectionKey, loadDownloads, useDownloads } from "./downloads-state.ts";
import * as s from "./offline.css.ts";
import { useOnline } from "./online.ts";
import { type CollectionSource, DownloadRefusedError, downloadCollection, removeCollection } from "./store.ts";

/** Downloads are on in settings (the server checks again on every track). */
export function useDownloadsEnabled(): boolean {
  const data = useBootstrap();
  const player = data.settings.player as { enable_download?: boolean } | undefined;
  return Boolean(data.user) && player?.enable_download !== false;
}

/**
 * "Download" on an album, a playlist or the liked songs: stores its tracks on this device for
 * offline listening; once stored, pressing it again removes them.
 */
export function DownloadButton({ source }: { source: Omit<CollectionSource, "userId"> }) {
  const user = useBootstrap().user;
  const enabled = useDownloadsEnabled();
  const online = useOnline();
  const key = collectionKey(source.kind, source.id);
  const saved = useDownloads((st) => Boolean(st.collections[key]));
  const progress = useDownloads((st) => st.progress[key]);
  useEffect(() => {
    void loadDownloads();
  }, []);
  if (!enabled || !user || typeof caches === "undefined") return null;

  const press = async () => {
    if (saved) {
      await removeCollection(key);
      toast("Removed from downloads");
      return;
    }
    // Ask the browser to keep downloads under storage pressure (it may say no).
    void navigator.storage?.persist?.().catch(() => false);
    try {
      const { stored, total } = await downloadCollection({ ...source, userId: user.id });
      if (total && stored < total)
        toast("{count, plural, one {# song downloaded} other {# songs downloaded}}; some are not available.", {
          values: { count: stored },
        });
      else if (total)
        toast("{count, plural, one {# song downloaded} other {# songs downloaded}}", { values: { count: stored } });
    } catch (error) {
      if (error instanceof DownloadRefusedError) toast.danger("You may not download this music.");
      else if (error instanceof DOMException && error.name === "QuotaExceededError")
        toast.danger("There is not enough space on this device.");
      else toast.danger("The download stopped. Please try again.");
    }
  };

  const label = progress
    ? progress.total
      ? t("Downloading :done of :total", { done: progress.done, total: progress.total })
      : t("Preparing download…")
    : saved
      ? t("Downloaded")
      : t("Download");
  return (
    <AriaButton
      className={s.downloadButton}
      data-state={progress ? "progress" : saved ? "saved" : "idle"}
      data-testid="download-button"
      isDisabled={Boolean(progress) || (!saved && !online)}
      aria-label={saved && !progress ? t("Downloaded: remove from this device") : undefined}
      onPress={() => void press()}
    >
      {progress ? (
        <span className={s.ring} aria-hidden />
      ) : saved ? (
        <span className={s.savedBadge} aria-hidden>
          <DownloadGlyph size={14} />
        </span>
      ) : (
        <DownloadGlyph size={20} />
      )}
      <span>{label}</span>
    </AriaButton>
  );
}
