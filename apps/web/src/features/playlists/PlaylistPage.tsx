import { Menu, MenuItem, MenuTrigger } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { type InfiniteData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { Link, useNavigate, useParams } from "react-router";
import { openShareDialog } from "@/features/shares/open-share-dialog.ts";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { ActionBar, BigPlay } from "../catalogue/ActionBar.tsx";
import { PlaylistCover } from "../catalogue/Cover.tsx";
import * as s from "../catalogue/catalogue.css.ts";
import { Dot, Hero } from "../catalogue/Hero.tsx";
import { PageError, PageSkeleton } from "../catalogue/PageState.tsx";
import { useOffsetPages } from "../catalogue/paging.ts";
import { TrackList } from "../catalogue/TrackList.tsx";
import { useIsFollowing, useLibraryActions } from "../library/useLibrary.ts";
import { DownloadButton } from "../offline/DownloadButton.tsx";
import { orQueue } from "../offline/offline-actions.ts";
import { playlistTracks } from "../offline/sources.ts";
import { playPlaylist, queueLater } from "../player/actions.ts";
import { counted, formatLength } from "../player/format.ts";
import { MoreGlyph } from "../player/icons.tsx";
import { playQueue } from "../player/store.ts";
import type { Outputs } from "../player/types.ts";
import { CollaboratorsDialog } from "./CollaboratorsDialog.tsx";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog.tsx";
import { PlaylistFormDialog } from "./PlaylistFormDialog.tsx";

type TracksPage = Outputs["playlists"]["tracks"];
const PAGE = 100;

export function PlaylistPage() {
  const id = Number(useParams().playlistId);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meta = useQuery(trpc.playlists.get.queryOptions({ id }));
  const tracksKey = [...trpc.playlists.tracks.queryKey({ id, limit: PAGE }), "pages"];
  const pages = useOffsetPages(
    trpc.playlists.tracks.queryKey({ id, limit: PAGE }),
    (offset) => client.playlists.tracks.query({ id, offset, limit: PAGE }),
    meta.isSuccess,
  );
  const following = useIsFollowing("playlist", id);
  const { setFollowing } = useLibraryActions();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id }) });
    void queryClient.invalidateQueries({ queryKey: tracksKey });
    void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
  };

  const move = useMutation(
    trpc.playlists.moveTrack.mutationOptions({
      onMutate: ({ trackId, toIndex }) => {
        // Optimistic: reorder the loaded rows at once, keeping page sizes.
        queryClient.setQueryData<InfiniteData<TracksPage, number>>(tracksKey, (old) => {
          if (!old) return old;
          const all = old.pages.flatMap((p) => p.items);
          const from = all.findIndex((x) => x.id === trackId);
          if (from < 0) return old;
          const [item] = all.splice(from, 1);
          if (item) all.splice(Math.min(toIndex, all.length), 0, item);
          let offset = 0;
          return {
            ...old,
            pages: old.pages.map((p) => {
              const items = all.slice(offset, offset + p.items.length);
              offset += p.items.length;
              return { ...p, items };
            }),
          };
        });
      },
      onSettled: refresh,
    }),
  );
  // Offline, the removal is queued and sent once the network is back (features/offline).
  const remove = useMutation({
    ...trpc.playlists.removeTracks.mutationOptions({
      onSuccess: () => toast("Removed from playlist"),
      onSettled: refresh,
    }),
    // Runs offline too: it queues itself instead of waiting for the network.
    networkMode: "always",
    mutationFn: (v: { id: number; trackIds: number[] }) =>
      orQueue(
        () => client.playlists.removeTracks.mutate(v),
        { kind: "playlist.remove", playlistId: v.id, trackIds: v.trackIds },
        // The call answers nothing; neither does its queued stand-in.
        undefined as never,
      ),
  });
  const del = useMutation(
    trpc.playlists.delete.mutationOptions({
      onSuccess: () => {
        toast("Playlist deleted");
        void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
        navigate("/library/playlists");
      },
    }),
  );

  if (meta.error) return <PageError error={meta.error} />;
  if (meta.isPending) return <PageSkeleton />;
  const { playlist } = meta.data;
  const tracks = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const allLoaded = !pages.hasNextPage && tracks.length >= playlist.tracks_count;
  const context = { type: "playlist" as const, id: playlist.id, name: playlist.name };
  const play = (index: number) => {
    if (allLoaded) playQueue(tracks, index, context);
    else void playPlaylist(playlist.id, index, playlist.name);
  };
  const smart = playlist.rules;
  const editRules = async () => {
    if (!smart) return;
    // The rule editor and its schemas load when first opened.
    const { SmartPlaylistDialog } = await import("./SmartPlaylistDialog.tsx");
    if (await openDialog(SmartPlaylistDialog, { playlist: { ...playlist, rules: smart } })) refresh();
  };
  const exportRules = async () => {
    if (!smart) return;
    const { downloadNsp } = await import("./smart-editor.ts");
    downloadNsp(playlist.name, playlist.description, smart);
  };
  const edit = async () => {
    const updated = await openDialog(PlaylistFormDialog, {
      playlist: {
        id: playlist.id,
        name: playlist.name,
        description: playlist.description,
        image: playlist.image,
        public: playlist.public,
        collaborative: playlist.collaborative,
      },
    });
    if (updated && updated.name !== playlist.name) navigate(links.playlist(updated), { replace: true });
  };

  return (
    <div data-testid="playlist-page">
      <Hero
        hueSeed={playlist.id * 5 + 2}
        art={<PlaylistCover image={playlist.image} covers={playlist.covers} className={s.heroArt} />}
        kind={
          smart
            ? playlist.public
              ? t("Public smart playlist")
              : t("Private smart playlist")
            : playlist.public
              ? t("Public playlist")
              : t("Private playlist")
        }
        title={playlist.name}
        meta={
          <>
            <Link to={links.user(playlist.owner)}>{playlist.owner.name}</Link>
            {playlist.followers ? (
              <>
                <Dot />
                <span>
                  {t("{count, plural, one {:number follower} other {:number followers}}", counted(playlist.followers))}
                </span>
              </>
            ) : null}
            <Dot />
            <span data-testid="playlist-count">
              {t("{count, plural, one {:number song} other {:number songs}}", counted(playlist.tracks_count))}
              {playlist.duration_ms ? `, ${formatLength(playlist.duration_ms)}` : ""}
            </span>
          </>
        }
      >
        {playlist.description ? (
          <p className={s.muted} style={{ margin: 0 }}>
            {playlist.description}
          </p>
        ) : null}
      </Hero>
      <ActionBar>
        {playlist.tracks_count ? (
          <BigPlay
            contextType="playlist"
            contextId={playlist.id}
            label={t("Play :name", { name: playlist.name })}
            onPlay={() => play(0)}
          />
        ) : null}
        {!playlist.is_owner ? (
          <Button
            className={s.ghostAction}
            aria-pressed={following}
            onPress={() => setFollowing("playlist", playlist.id, !following)}
          >
            {following ? t("Following") : t("Follow")}
          </Button>
        ) : null}
        {playlist.tracks_count ? (
          <DownloadButton
            source={{
              kind: "playlist",
              id: playlist.id,
              name: playlist.name,
              href: links.playlist(playlist),
              image: playlist.image,
              tracks: () => playlistTracks(playlist.id),
            }}
          />
        ) : null}
        <MenuTrigger>
          <IconButton unstyled className={s.iconAction} aria-label={t("More options")} data-testid="playlist-menu">
            <MoreGlyph />
          </IconButton>
          <Menu>
            {playlist.can_edit ? <MenuItem onAction={edit}>{t("Edit details")}</MenuItem> : null}
            {smart && playlist.can_edit ? <MenuItem onAction={editRules}>{t("Edit rules")}</MenuItem> : null}
            {smart ? <MenuItem onAction={exportRules}>{t("Export .nsp")}</MenuItem> : null}
            <MenuItem onAction={() => queueLater(tracks)}>{t("Add to queue")}</MenuItem>
            <MenuItem
              onAction={async () => {
                await navigator.clipboard?.writeText(`${location.origin}${links.playlist(playlist)}`).catch(() => {});
                toast("Link copied to clipboard");
              }}
            >
              {t("Copy link")}
            </MenuItem>
            <MenuItem
              onAction={() =>
                void openShareDialog({
                  type: "playlist",
                  id: playlist.id,
                  name: playlist.name,
                  path: links.playlist(playlist),
                })
              }
            >
              {t("Share")}
            </MenuItem>
            {playlist.is_owner && playlist.collaborative ? (
              <MenuItem
                onAction={() =>
                  void openDialog(CollaboratorsDialog, {
                    playlistId: playlist.id,
                    ownerId: playlist.owner.id,
                    collaborators: playlist.collaborators,
                  })
                }
              >
                {t("Collaborators")}
              </MenuItem>
            ) : null}
            {playlist.is_owner ? (
              <MenuItem
                isDanger
                onAction={async () => {
                  if (await openDialog(ConfirmDeleteDialog, { name: playlist.name })) del.mutate({ id: playlist.id });
                }}
              >
                {t("Delete")}
              </MenuItem>
            ) : null}
          </Menu>
        </MenuTrigger>
      </ActionBar>
      {playlist.tracks_count === 0 ? (
        <p className={s.muted} data-testid="playlist-empty">
          {smart
            ? t("No tracks match these rules yet. They fill in as the library and your listening change.")
            : playlist.can_edit
              ? t("Let's find something for your playlist: use any track's menu to add it here.")
              : t("This playlist is empty.")}
        </p>
      ) : (
        <TrackList
          tracks={tracks}
          total={playlist.tracks_count}
          hasMore={Boolean(pages.hasNextPage)}
          onLoadMore={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage();
          }}
          label={playlist.name}
          showAlbum
          aside={
            smart
              ? undefined
              : { label: t("Date added"), value: (tr) => formatAdded((tr as { added_at?: string }).added_at) }
          }
          onPlay={play}
          {...(playlist.can_edit && !smart
            ? {
                onMove: (trackId: number, toIndex: number) => move.mutate({ id: playlist.id, trackId, toIndex }),
                onRemove: (tr: { id: number }) => remove.mutate({ id: playlist.id, trackIds: [tr.id] }),
              }
            : {})}
        />
      )}
    </div>
  );
}

function formatAdded(iso: string | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

export { PlaylistPage as Component };
