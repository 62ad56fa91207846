import { Button, EmptyState } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useEffect, useState } from "react";
import { Meter } from "react-aria-components";
import { Link } from "react-router";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import { counted } from "../player/format.ts";
import { DownloadGlyph, PlayGlyph, TrashGlyph } from "../player/icons.tsx";
import { playQueue } from "../player/store.ts";
import { type DownloadedCollection, type DownloadsState, loadDownloads, useDownloads } from "./downloads-state.ts";
import { formatBytes } from "./format-bytes.ts";
import * as s from "./offline.css.ts";
import { useOnline } from "./online.ts";
import { removeAllDownloads, removeCollection } from "./store.ts";

const KIND_LABEL = { album: "Album", playlist: "Playlist", liked: "Liked songs" } as const;

function collectionBytes(collection: DownloadedCollection, tracks: DownloadsState["tracks"]): number {
  return collection.tracks.reduce((sum, tr) => sum + (tracks[tr.id]?.bytes ?? 0), 0);
}

/** The browser's own figures for this site: what it uses and what it may use. */
function useStorageEstimate(version: number) {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the stored set changes
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((e) => setEstimate({ usage: e.usage ?? 0, quota: e.quota ?? 0 }))
      .catch(() => setEstimate(null));
  }, [version]);
  return estimate;
}

function StorageSummary() {
  const tracks = useDownloads((st) => st.tracks);
  const ids = Object.values(tracks);
  const stored = ids.reduce((sum, tr) => sum + tr.bytes, 0);
  const estimate = useStorageEstimate(ids.length);
  const share = estimate?.quota ? Math.min(1, estimate.usage / estimate.quota) : 0;
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const removeAll = async () => {
    setRemoving(true);
    try {
      await removeAllDownloads();
      toast("Downloads removed");
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };
  return (
    <section className={s.storage} aria-label={t("Storage")} data-testid="downloads-storage">
      <div className={s.storageHead}>
        <div>
          <div className={s.storageFigure}>{formatBytes(stored)}</div>
          <div className={s.muted}>
            {t("{count, plural, one {# song on this device} other {# songs on this device}}", { count: ids.length })}
          </div>
        </div>
        {ids.length ? (
          <Button variant="outline" size="sm" onPress={() => setConfirming(true)}>
            {t("Remove all")}
          </Button>
        ) : null}
        <ConfirmActionDialog
          title={t("Remove all downloads?")}
          confirmLabel={t("Remove all")}
          isOpen={confirming}
          isPending={removing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void removeAll()}
        >
          {t("The music stays in your library; only the copies on this device are removed.")}
        </ConfirmActionDialog>
      </div>
      {estimate?.quota ? (
        <>
          <Meter className={s.meter} aria-label={t("Storage used")} value={share * 100}>
            <span className={s.meterFill} style={{ width: `${share * 100}%` }} />
          </Meter>
          <div className={s.muted} data-testid="downloads-quota">
            {t(":used used of :quota this browser allows this site", {
              used: formatBytes(estimate.usage),
              quota: formatBytes(estimate.quota),
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}

function CollectionRow({ collection }: { collection: DownloadedCollection }) {
  const tracks = useDownloads((st) => st.tracks);
  const size = collectionBytes(collection, tracks);
  const play = () =>
    playQueue(collection.tracks, 0, {
      type: collection.kind === "liked" ? "library" : collection.kind,
      id: collection.kind === "liked" ? "songs" : (collection.id ?? undefined),
      name: collection.name,
    });
  const remove = async () => {
    await removeCollection(collection.key);
    toast("Removed from downloads");
  };
  const name = collection.kind === "liked" ? t("Liked songs") : collection.name;
  return (
    <li className={s.item} data-testid="download-item">
      <Cover src={collection.image} className={s.art} />
      <span className={s.itemText}>
        <Link to={collection.href} className={s.itemName}>
          {name}
        </Link>
        <span className={s.muted}>
          {t(KIND_LABEL[collection.kind])} ·{" "}
          {t("{count, plural, one {:number song} other {:number songs}}", counted(collection.tracks.length))} ·{" "}
          {formatBytes(size)}
        </span>
      </span>
      <span className={s.itemActions}>
        <IconButton unstyled className={s.playAction} aria-label={t("Play :name", { name })} onPress={play}>
          <PlayGlyph size={18} />
        </IconButton>
        <IconButton
          unstyled
          className={s.roundAction}
          aria-label={t("Remove :name from downloads", { name })}
          onPress={() => void remove()}
        >
          <TrashGlyph size={20} />
        </IconButton>
      </span>
    </li>
  );
}

function Downloads() {
  const online = useOnline();
  const loaded = useDownloads((st) => st.loaded);
  const collections = useDownloads((st) => st.collections);
  useEffect(() => {
    void loadDownloads();
  }, []);
  const list = Object.values(collections).sort((a, b) => b.savedAt - a.savedAt);
  return (
    <div className={s.page} data-testid="downloads-page">
      <h1 className={s.title}>{t("Downloads")}</h1>
      {!online ? (
        <p className={s.notice} role="status">
          <span className={s.dot} aria-hidden />
          {t("You're offline. The music below plays without a network.")}
        </p>
      ) : null}
      <StorageSummary />
      {loaded && !list.length ? (
        <EmptyState
          title={t("Nothing downloaded yet")}
          message={t("Download albums, playlists and your liked songs to listen without a network.")}
          icon={<DownloadGlyph />}
        />
      ) : (
        <ul className={s.list} aria-label={t("Downloaded music")}>
          {list.map((collection) => (
            <CollectionRow key={collection.key} collection={collection} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /downloads: what this browser keeps for offline listening (signed-in users). */
export function DownloadsPage() {
  return (
    <RouteGuard requireLogin>
      <Downloads />
    </RouteGuard>
  );
}

export { DownloadsPage as Component };
