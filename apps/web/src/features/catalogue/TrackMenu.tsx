import { Menu, MenuItem, MenuSeparator, MenuTrigger, SubmenuTrigger } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { openShareDialog } from "@/features/shares/open-share-dialog.ts";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { orQueue } from "../offline/offline-actions.ts";
import { playRadio, queueLater, queueNext } from "../player/actions.ts";
import { downloadUrl } from "../player/client.ts";
import { MoreGlyph } from "../player/icons.tsx";
import { useRadioShown } from "../player/radio-setting.ts";
import type { TrackItem } from "../player/types.ts";
import * as s from "./catalogue.css.ts";

/** The playlists the viewer may add tracks to (own and collaborative; never a smart one). */
export function useEditablePlaylists() {
  const trpc = useTRPC();
  const user = useBootstrap().user;
  const query = useQuery({ ...trpc.library.playlists.queryOptions({ limit: 100 }), enabled: Boolean(user) });
  return (query.data?.items ?? []).filter((p) => !p.smart && (p.owner.id === user?.id || p.collaborative));
}

export function useAddToPlaylist() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // Offline, the edit is queued and sent once the network is back (features/offline).
  return useMutation({
    ...trpc.playlists.addTracks.mutationOptions({
      onSuccess: (r, v) => {
        if ("queued" in r) toast("Added to playlist when you are back online");
        else toast(r.added ? "Added to playlist" : "Already in this playlist");
        void queryClient.invalidateQueries({ queryKey: trpc.playlists.tracks.queryKey({ id: v.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: v.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
      },
    }),
    // Runs offline too: it queues itself instead of waiting for the network.
    networkMode: "always",
    mutationFn: (v: { id: number; trackIds: number[] }) =>
      orQueue<{ added: number } | { added: number; queued: true }>(
        () => client.playlists.addTracks.mutate(v),
        { kind: "playlist.add", playlistId: v.id, trackIds: v.trackIds },
        { added: v.trackIds.length, queued: true },
      ),
  });
}

export function TrackMenu({
  track,
  onRemove,
  extra,
}: {
  track: TrackItem;
  /** Present inside an editable playlist. */
  onRemove?: () => void;
  extra?: { label: string; onAction: () => void }[];
}) {
  const navigate = useNavigate();
  const data = useBootstrap();
  const radio = useRadioShown();
  const signedIn = Boolean(data.user);
  const playlists = useEditablePlaylists();
  const add = useAddToPlaylist();
  const downloads = (data.settings.player as { enable_download?: boolean } | undefined)?.enable_download !== false;
  const _album = track.album;
  const _firstArtist = track.artists[0];
  const album = track.album;
  const firstArtist = track.artists[0];
  const copy = async () => {
    await navigator.clipboard?.writeText(new URL(links.track(track), location.origin).toString()).catch(() => {});
    toast("Link copied to clipboard");
  };
  const newPlaylist = async () => {
    // The form and its schemas load on first use, not with every track list.
    const { PlaylistFormDialog } = await import("../playlists/PlaylistFormDialog.tsx");
    const created = await openDialog(PlaylistFormDialog, { trackIds: [track.id] });
    if (created) navigate(links.playlist(created));
  };
  return (
    <MenuTrigger>
      <IconButton
        unstyled
        className={`${s.moreButton} ${s.hoverOnly}`}
        aria-label={t("More options for :name", { name: track.name })}
      >
        <MoreGlyph />
      </IconButton>
      <Menu placement="bottom end">
        <MenuItem onAction={() => queueNext([track])}>{t("Play next")}</MenuItem>
        <MenuItem onAction={() => queueLater([track])}>{t("Add to queue")}</MenuItem>
        {signedIn ? (
          <SubmenuTrigger>
            <MenuItem>{t("Add to playlist")}</MenuItem>
            <Menu>
              <MenuItem onAction={newPlaylist}>{t("New playlist")}</MenuItem>
              {playlists.length ? <MenuSeparator /> : null}
              {playlists.map((p) => (
                <MenuItem key={p.id} textValue={p.name} onAction={() => add.mutate({ id: p.id, trackIds: [track.id] })}>
                  {p.name}
                </MenuItem>
              ))}
            </Menu>
          </SubmenuTrigger>
        ) : null}
        {onRemove ? <MenuItem onAction={onRemove}>{t("Remove from this playlist")}</MenuItem> : null}
        <MenuSeparator />
        {radio ? (
          <MenuItem onAction={() => void playRadio("track", track.id)}>{t("Go to track radio")}</MenuItem>
        ) : null}
        {album ? (
          <MenuItem onAction={() => navigate(links.album({ ...album, artists: track.artists }))}>
            {t("Go to album")}
          </MenuItem>
        ) : null}
        {firstArtist ? (
          <MenuItem onAction={() => navigate(links.artist(firstArtist))}>{t("Go to artist")}</MenuItem>
        ) : null}
        <MenuItem onAction={() => navigate(links.track(track))}>{t("Show lyrics and details")}</MenuItem>
        <MenuItem onAction={copy}>{t("Copy link")}</MenuItem>
        <MenuItem
          onAction={() =>
            void openShareDialog({ type: "track", id: track.id, name: track.name, path: links.track(track) })
          }
        >
          {t("Share")}
        </MenuItem>
        {signedIn && downloads ? (
          <MenuItem onAction={() => window.location.assign(downloadUrl(track.id))}>{t("Download")}</MenuItem>
        ) : null}
        {extra?.map((x) => (
          <MenuItem key={x.label} onAction={x.onAction}>
            {x.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
