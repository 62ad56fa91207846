import { Button, EmptyState } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { SectionChips, sectionNamed } from "@/features/catalogue/SectionChips.tsx";
import { openDialog } from "@/global/dialogs.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { ActionBar, BigPlay } from "../catalogue/ActionBar.tsx";
import { AlbumCard, ArtistCard, PlaylistCard } from "../catalogue/Cards.tsx";
import * as s from "../catalogue/catalogue.css.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { useOffsetPages } from "../catalogue/paging.ts";
import { TrackList } from "../catalogue/TrackList.tsx";
import { DownloadButton } from "../offline/DownloadButton.tsx";
import { likedTracks } from "../offline/sources.ts";
import { counted } from "../player/format.ts";
import { HeartFilledGlyph, PlusGlyph, SmartGlyph } from "../player/icons.tsx";
import { playQueue } from "../player/store.ts";
import { PlaylistFormDialog } from "../playlists/PlaylistFormDialog.tsx";

const sectionLabel = {
  playlists: "Playlists",
  songs: "Liked songs",
  albums: "Albums",
  artists: "Artists",
  labels: "Labels",
  history: "History",
};

function Empty({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState
      title={title}
      message={message}
      icon={<HeartFilledGlyph />}
      actions={
        <Link to="/search" className={s.ghostAction}>
          {t("Find music")}
        </Link>
      }
    />
  );
}

function Songs() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const pages = useOffsetPages(trpc.library.tracks.queryKey({ limit: 100 }), (offset) =>
    client.library.tracks.query({ offset, limit: 100 }),
  );
  if (pages.error) return <PageError error={pages.error} />;
  if (pages.isPending) return null;
  const tracks = pages.data.pages.flatMap((p) => p.items);
  const total = pages.data.pages[0]?.total ?? tracks.length;
  if (!tracks.length)
    return <Empty title={t("Songs you like will appear here")} message={t("Save songs by tapping the heart icon.")} />;
  const context = { type: "library" as const, id: "songs", name: t("Liked songs") };
  return (
    <>
      <ActionBar>
        <BigPlay
          contextType="library"
          contextId="songs"
          label={t("Play liked songs")}
          onPlay={() => playQueue(tracks, 0, context)}
        />
        <DownloadButton
          source={{
            kind: "liked",
            id: null,
            name: t("Liked songs"),
            href: "/library/songs",
            image: null,
            tracks: likedTracks,
          }}
        />
        <span className={s.muted}>
          {t("{count, plural, one {:number song} other {:number songs}}", counted(total))}
        </span>
      </ActionBar>
      <TrackList
        tracks={tracks}
        total={total}
        hasMore={Boolean(pages.hasNextPage)}
        onLoadMore={() => {
          if (!pages.isFetchingNextPage) void pages.fetchNextPage();
        }}
        label={t("Liked songs")}
        showAlbum
        context={context}
      />
    </>
  );
}

function History() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const pages = useOffsetPages(trpc.library.history.queryKey({ limit: 100 }), (offset) =>
    client.library.history.query({ offset, limit: 100 }),
  );
  const clear = useMutation(
    trpc.library.clearHistory.mutationOptions({
      onSuccess: () => {
        toast("History cleared");
        void queryClient.invalidateQueries({ queryKey: trpc.library.history.queryKey() });
      },
    }),
  );
  if (pages.error) return <PageError error={pages.error} />;
  if (pages.isPending) return null;
  const tracks = pages.data.pages.flatMap((p) => p.items);
  if (!tracks.length)
    return <Empty title={t("Nothing played yet")} message={t("Songs you listen to will show up here.")} />;
  return (
    <>
      <ActionBar>
        <Button variant="outline" size="sm" onPress={() => clear.mutate()} isPending={clear.isPending}>
          {t("Clear history")}
        </Button>
      </ActionBar>
      <TrackList
        tracks={tracks}
        hasMore={Boolean(pages.hasNextPage)}
        onLoadMore={() => {
          if (!pages.isFetchingNextPage) void pages.fetchNextPage();
        }}
        label={t("History")}
        showAlbum
        aside={{
          label: t("Played"),
          value: (tr) =>
            new Date((tr as { played_at?: string }).played_at ?? 0).toLocaleString(undefined, {
              dateStyle: "medium",
              timeStyle: "short",
            }),
        }}
        context={{ type: "library", id: "history", name: t("History") }}
      />
    </>
  );
}

function Playlists() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const query = useQuery(trpc.library.playlists.queryOptions({ limit: 100 }));
  if (query.isPending) return null;
  return (
    <div className={s.grid}>
      <Link
        to="/library/songs"
        className={`${s.card} ${s.likedSongsArt}`}
        style={{
          gridColumn: "span 2",
          alignContent: "end",
          minHeight: 220,
          padding: 20,
        }}
      >
        <HeartFilledGlyph size={32} />
        <span style={{ fontSize: 30, fontWeight: 900 }}>{t("Liked songs")}</span>
      </Link>
      {query.data?.items.map((p) => (
        <PlaylistCard key={p.id} playlist={p} />
      ))}
      <button
        type="button"
        className={s.card}
        style={newCard}
        onClick={async () => {
          const created = await openDialog(PlaylistFormDialog, {});
          if (created) navigate(links.playlist(created));
        }}
      >
        <PlusGlyph size={32} />
        <span className={s.cardTitle}>{t("New playlist")}</span>
      </button>
      <button
        type="button"
        className={s.card}
        data-testid="new-smart-playlist"
        style={newCard}
        onClick={async () => {
          // The rule editor and its schemas load when first opened.
          const { SmartPlaylistDialog } = await import("../playlists/SmartPlaylistDialog.tsx");
          const created = await openDialog(SmartPlaylistDialog, {});
          if (created) navigate(links.playlist(created));
        }}
      >
        <SmartGlyph size={32} />
        <span className={s.cardTitle}>{t("New smart playlist")}</span>
      </button>
    </div>
  );
}

function Albums() {
  const trpc = useTRPC();
  const query = useQuery(trpc.library.albums.queryOptions({ limit: 100 }));
  if (query.isPending) return null;
  if (!query.data?.items.length)
    return (
      <Empty title={t("Albums you like will appear here")} message={t("Save albums by tapping the heart icon.")} />
    );
  return (
    <div className={s.grid}>
      {query.data.items.map((a) => (
        <AlbumCard key={a.id} album={a} />
      ))}
    </div>
  );
}

function Artists() {
  const trpc = useTRPC();
  const query = useQuery(trpc.library.artists.queryOptions({ limit: 100 }));
  if (query.isPending) return null;
  if (!query.data?.items.length)
    return (
      <Empty
        title={t("Artists you follow will appear here")}
        message={t("Follow artists to keep up with their music.")}
      />
    );
  return (
    <div className={s.grid}>
      {query.data.items.map((a) => (
        <ArtistCard key={a.id} artist={a} />
      ))}
    </div>
  );
}

function Labels() {
  const trpc = useTRPC();
  const query = useQuery(trpc.library.labels.queryOptions());
  if (query.isPending) return null;
  if (!query.data?.length)
    return <Empty title={t("No labels yet")} message={t("The tags of songs you like gather here.")} />;
  return (
    <div className={s.chips}>
      {query.data.map((l) => (
        <Link key={l.name} to={links.tag(l)} className={s.chip} style={{ height: 40, fontSize: 15 }}>
          #{l.display_name}{" "}
          <span className={s.muted} style={{ marginLeft: 8 }}>
            {l.count}
          </span>
        </Link>
      ))}
    </div>
  );
}

/** library, library/songs|labels|playlists|albums|artists|history (login required). */
export function LibraryPage() {
  return (
    <RouteGuard requireLogin>
      <Library />
    </RouteGuard>
  );
}

function Library() {
  const { section: raw } = useParams();
  const section = sectionNamed(sectionLabel, raw ?? "playlists");
  if (!section) return <PageError error={{ data: { httpStatus: 404 } }} />;
  return (
    <div data-testid={`library-${section}`}>
      <h1 style={{ fontSize: 40, fontWeight: 900, letterSpacing: "-0.03em", margin: "20px 0 12px" }}>
        {section === "playlists" ? t("Your library") : t(sectionLabel[section])}
      </h1>
      <SectionChips
        labels={sectionLabel}
        current={section}
        hrefOf={(name) => (name === "playlists" ? "/library" : `/library/${name}`)}
        label={t("Library sections")}
        end
        style={{ marginBottom: 16 }}
      />
      {section === "songs" ? <Songs /> : null}
      {section === "history" ? <History /> : null}
      {section === "playlists" ? <Playlists /> : null}
      {section === "albums" ? <Albums /> : null}
      {section === "artists" ? <Artists /> : null}
      {section === "labels" ? <Labels /> : null}
    </div>
  );
}

/** The dashed cards that start a new playlist, beside the playlists themselves. */
const newCard = {
  border: "2px dashed currentColor",
  background: "transparent",
  cursor: "pointer",
  placeItems: "center",
  alignContent: "center",
  opacity: 0.7,
} as const;

export { LibraryPage as Component };
