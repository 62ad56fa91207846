import { Avatar } from "@backbeat/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, NavLink, useParams } from "react-router";
import { SectionChips, sectionNamed } from "@/features/catalogue/SectionChips.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { AlbumCard, ArtistCard, GenreCard, PlaylistCard } from "../catalogue/Cards.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import * as s from "../catalogue/catalogue.css.ts";
import { LoadMore } from "../catalogue/LoadMore.tsx";
import { PageError } from "../catalogue/PageState.tsx";
import { useOffsetPages } from "../catalogue/paging.ts";
import { TrackList } from "../catalogue/TrackList.tsx";
import type { SearchResults } from "../player/types.ts";
import * as ss from "./search.css.ts";

const tabLabel = {
  tracks: "Songs",
  artists: "Artists",
  albums: "Albums",
  playlists: "Playlists",
  users: "Profiles",
  genres: "Genres",
};
type Tab = keyof typeof tabLabel;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

function Browse() {
  const trpc = useTRPC();
  const genres = useQuery(trpc.catalogue.channel.queryOptions({ slugOrId: "genres", limit: 50 }));
  return (
    <section className={s.section}>
      <div className={s.sectionHead}>
        <h2 className={s.sectionTitle}>{t("Browse all")}</h2>
      </div>
      {genres.data?.content.type === "genre" ? (
        <div className={ss.genreGrid}>
          {genres.data.content.items.map((g) => (
            <GenreCard key={g.id} genre={g} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

interface Top {
  kind: string;
  name: string;
  href: string;
  image: string | null;
  round: boolean;
  sub?: string;
}

/** The best single match, or null when only kinds without a top card (playlists, profiles, genres) matched. */
function pickTop(results: SearchResults): Top | null {
  const artist = results.artists[0];
  const track = results.tracks[0];
  const album = results.albums[0];
  if (artist && (!track || artist.name.toLowerCase().includes(results.query.toLowerCase().trim())))
    return { kind: t("Artist"), name: artist.name, href: links.artist(artist), image: artist.image, round: true };
  if (track)
    return {
      kind: t("Song"),
      name: track.name,
      href: links.track(track),
      image: track.album?.image ?? null,
      round: false,
      sub: track.artists.map((a) => a.name).join(", "),
    };
  if (album) return { kind: t("Album"), name: album.name, href: links.album(album), image: album.image, round: false };
  return null;
}

function TopResult({ top }: { top: Top }) {
  return (
    <Link to={top.href} className={ss.topResult} data-testid="top-result">
      <Cover src={top.image} round={top.round} size={96} />
      <span className={ss.topName}>{top.name}</span>
      <span className={s.muted}>
        {top.kind}
        {top.sub ? ` · ${top.sub}` : ""}
      </span>
    </Link>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div style={{ padding: "60px 0", textAlign: "center" }} data-testid="search-empty">
      <h2>{t("No results found for “:query”", { query })}</h2>
      <p className={s.muted}>{t("There are no items matching your query")}</p>
    </div>
  );
}

/** search, search/{searchQuery}, search/{searchQuery}/{tabName}: as-you-type, typo and accent tolerant. */
export function SearchPage() {
  const params = useParams();
  const query = params.query ?? "";
  const tab = sectionNamed(tabLabel, params.tabName);
  const debounced = useDebounced(query, 150);
  if (!query.trim()) return <Browse />;
  const base = `/search/${encodeURIComponent(query)}`;
  return (
    <div data-testid="search-page">
      <SectionChips
        labels={tabLabel}
        current={tab}
        hrefOf={(name) => `${base}/${name}`}
        label={t("Search filters")}
        style={{ margin: "8px 0 16px" }}
      >
        <NavLink end to={base} className={s.chip} aria-current={!tab ? "page" : undefined}>
          {t("All")}
        </NavLink>
      </SectionChips>
      {tab ? <TabResults key={tab} tab={tab} query={debounced} /> : <AllResults query={debounced} base={base} />}
    </div>
  );
}

/** The "All" tab: a top result, a few songs, then one shelf per kind; empty kinds leave no heading behind. */
function AllResults({ query, base }: { query: string; base: string }) {
  const trpc = useTRPC();
  const results = useQuery({
    ...trpc.catalogue.search.queryOptions({ query, limit: 10 }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = results.data;
  if (!data) return null;
  const nothing =
    !data.tracks.length &&
    !data.albums.length &&
    !data.artists.length &&
    !data.playlists.length &&
    !data.users.length &&
    !data.genres.length;
  if (nothing) return <NoResults query={data.query} />;
  const top = pickTop(data);
  return (
    <div style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
      {top || data.tracks.length ? (
        <div className={ss.topRow}>
          {top ? (
            <section>
              <h2 className={s.sectionTitle} style={{ marginBottom: 12 }}>
                {t("Top result")}
              </h2>
              <TopResult top={top} />
            </section>
          ) : null}
          {data.tracks.length ? (
            <section style={{ minWidth: 0 }}>
              <div className={s.sectionHead} style={{ marginBottom: 4 }}>
                <Link to={`${base}/tracks`} className={s.sectionTitle}>
                  <h2 className={s.sectionTitle}>{t("Songs")}</h2>
                </Link>
                {data.more.tracks || data.tracks.length > 4 ? (
                  <Link to={`${base}/tracks`} className={s.sectionLink}>
                    {t("Show all")}
                  </Link>
                ) : null}
              </div>
              <TrackList
                tracks={data.tracks.slice(0, 4)}
                label={t("Songs")}
                numbering="none"
                context={{ type: "search", name: data.query }}
              />
            </section>
          ) : null}
        </div>
      ) : null}
      {data.artists.length ? (
        <ResultShelf title={t("Artists")} href={`${base}/artists`}>
          {data.artists.map((a) => (
            <ArtistCard key={a.id} artist={a} />
          ))}
        </ResultShelf>
      ) : null}
      {data.albums.length ? (
        <ResultShelf title={t("Albums")} href={`${base}/albums`}>
          {data.albums.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </ResultShelf>
      ) : null}
      {data.playlists.length ? (
        <ResultShelf title={t("Playlists")} href={`${base}/playlists`}>
          {data.playlists.map((p) => (
            <PlaylistCard key={p.id} playlist={p} />
          ))}
        </ResultShelf>
      ) : null}
      {data.users.length ? (
        <ResultShelf title={t("Profiles")} href={`${base}/users`}>
          {data.users.map((u) => (
            <UserCard key={u.id} user={u} />
          ))}
        </ResultShelf>
      ) : null}
      {data.genres.length ? (
        <section className={s.section}>
          <div className={s.sectionHead}>
            <Link to={`${base}/genres`} className={s.sectionTitle}>
              <h2 className={s.sectionTitle}>{t("Genres")}</h2>
            </Link>
          </div>
          <div className={ss.genreGrid}>
            {data.genres.map((g) => (
              <GenreCard key={g.id} genre={g} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

function UserCard({ user }: { user: { id: number; name: string; image: string | null } }) {
  return (
    <Link to={links.user(user)} className={s.card}>
      <Avatar name={user.name} src={user.image} size={150} />
      <span className={s.cardTitle}>{user.name}</span>
      <span className={s.cardSub}>{t("Profile")}</span>
    </Link>
  );
}

function ResultShelf({ title, href, children }: { title: string; href: string; children: React.ReactNode }) {
  return (
    <section className={s.section}>
      <div className={s.sectionHead}>
        <Link to={href} className={s.sectionTitle}>
          <h2 className={s.sectionTitle}>{title}</h2>
        </Link>
        <Link to={href} className={s.sectionLink}>
          {t("Show all")}
        </Link>
      </div>
      <div className={s.carousel}>{children}</div>
    </section>
  );
}

const TAB_PAGE = 50;

/** One kind of result, paged from the server as the list scrolls. */
function TabResults({ tab, query }: { tab: Tab; query: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const pages = useOffsetPages(
    trpc.catalogue.search.queryKey({ query, types: [tab], limit: TAB_PAGE }),
    async (offset) => {
      const page = await client.catalogue.search.query({ query, types: [tab], offset, limit: TAB_PAGE });
      return { ...page, nextOffset: page.more[tab] ? offset + TAB_PAGE : null };
    },
    query.trim().length > 0,
    true,
  );
  if (pages.error) return <PageError error={pages.error} />;
  if (!pages.data) return null;
  const list = pages.data.pages;
  const hasMore = Boolean(pages.hasNextPage);
  const loadMore = () => {
    if (!pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const more = <LoadMore hasMore={hasMore} loading={pages.isFetchingNextPage} onLoadMore={loadMore} />;
  const items = list.flatMap((p) => p[tab] as unknown[]);
  if (!items.length) return <NoResults query={query} />;
  switch (tab) {
    case "tracks":
      return (
        <TrackList
          tracks={list.flatMap((p) => p.tracks)}
          hasMore={hasMore}
          onLoadMore={loadMore}
          label={t("Songs")}
          showAlbum
          context={{ type: "search", name: query }}
        />
      );
    case "artists":
      return (
        <>
          <div className={s.grid}>
            {list
              .flatMap((p) => p.artists)
              .map((a) => (
                <ArtistCard key={a.id} artist={a} />
              ))}
          </div>
          {more}
        </>
      );
    case "albums":
      return (
        <>
          <div className={s.grid}>
            {list
              .flatMap((p) => p.albums)
              .map((a) => (
                <AlbumCard key={a.id} album={a} />
              ))}
          </div>
          {more}
        </>
      );
    case "playlists":
      return (
        <>
          <div className={s.grid}>
            {list
              .flatMap((p) => p.playlists)
              .map((p) => (
                <PlaylistCard key={p.id} playlist={p} />
              ))}
          </div>
          {more}
        </>
      );
    case "users":
      return (
        <>
          <div className={s.grid}>
            {list
              .flatMap((p) => p.users)
              .map((u) => (
                <UserCard key={u.id} user={u} />
              ))}
          </div>
          {more}
        </>
      );
    case "genres":
      return (
        <>
          <div className={ss.genreGrid}>
            {list
              .flatMap((p) => p.genres)
              .map((g) => (
                <GenreCard key={g.id} genre={g} />
              ))}
          </div>
          {more}
        </>
      );
  }
}

export { SearchPage as Component };
