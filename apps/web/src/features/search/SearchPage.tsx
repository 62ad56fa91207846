import { Avatar } from "@backbeat/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, NavLink, useParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AlbumCard, ArtistCard, GenreCard, PlaylistCard } from "../catalogue/Cards.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import * as s from "../catalogue/catalogue.css.ts";
import { TrackList } from "../catalogue/TrackList.tsx";
import { links } from "../player/format.ts";
import type { SearchResults } from "../player/types.ts";
import * as ss from "./search.css.ts";

const tabs = ["tracks", "artists", "albums", "playlists", "users", "genres"] as const;
type Tab = (typeof tabs)[number];
const tabLabel: Record<Tab, string> = {
  tracks: "Songs",
  artists: "Artists",
  albums: "Albums",
  playlists: "Playlists",
  users: "Profiles",
  genres: "Genres",
};

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

function TopResult({ results }: { results: SearchResults }) {
  const artist = results.artists[0];
  const track = results.tracks[0];
  const album = results.albums[0];
  const top =
    artist && (!track || artist.name.toLowerCase().includes(results.query.toLowerCase().trim()))
      ? { kind: t("Artist"), name: artist.name, href: links.artist(artist), image: artist.image, round: true }
      : track
        ? {
            kind: t("Song"),
            name: track.name,
            href: links.track(track),
            image: track.album?.image ?? null,
            round: false,
            sub: track.artists.map((a) => a.name).join(", "),
          }
        : album
          ? { kind: t("Album"), name: album.name, href: links.album(album), image: album.image, round: false }
          : null;
  if (!top) return null;
  return (
    <Link to={top.href} className={ss.topResult} data-testid="top-result">
      <Cover src={top.image} round={top.round} size={96} />
      <span className={ss.topName}>{top.name}</span>
      <span className={s.muted}>
        {top.kind}
        {"sub" in top && top.sub ? ` · ${top.sub}` : ""}
      </span>
    </Link>
  );
}

/** search, search/{searchQuery}, search/{searchQuery}/{tabName}: as-you-type, typo and accent tolerant. */
export function SearchPage() {
  const params = useParams();
  const query = params.query ?? "";
  const tab = (tabs as readonly string[]).includes(params.tabName ?? "") ? (params.tabName as Tab) : null;
  const debounced = useDebounced(query, 150);
  const trpc = useTRPC();
  const results = useQuery({
    ...trpc.catalogue.search.queryOptions({ query: debounced, limit: tab ? 50 : 10, ...(tab ? { types: [tab] } : {}) }),
    enabled: debounced.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (!query.trim()) return <Browse />;
  const data = results.data;
  const base = `/search/${encodeURIComponent(query)}`;
  const nothing =
    data &&
    !data.tracks.length &&
    !data.albums.length &&
    !data.artists.length &&
    !data.playlists.length &&
    !data.users.length &&
    !data.genres.length;
  return (
    <div data-testid="search-page">
      <nav className={s.chips} aria-label={t("Search filters")} style={{ margin: "8px 0 16px" }}>
        <NavLink end to={base} className={s.chip} aria-current={!tab ? "page" : undefined}>
          {t("All")}
        </NavLink>
        {tabs.map((name) => (
          <NavLink
            key={name}
            to={`${base}/${name}`}
            className={s.chip}
            aria-current={tab === name ? "page" : undefined}
          >
            {t(tabLabel[name])}
          </NavLink>
        ))}
      </nav>
      {!data ? null : nothing ? (
        <div style={{ padding: "60px 0", textAlign: "center" }} data-testid="search-empty">
          <h2>{t("No results found for “:query”", { query })}</h2>
          <p className={s.muted}>{t("There are no items matching your query")}</p>
        </div>
      ) : tab ? (
        <TabResults tab={tab} data={data} />
      ) : (
        <div style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
          <div className={ss.topRow}>
            <section>
              <h2 className={s.sectionTitle} style={{ marginBottom: 12 }}>
                {t("Top result")}
              </h2>
              <TopResult results={data} />
            </section>
            {data.tracks.length ? (
              <section style={{ minWidth: 0 }}>
                <h2 className={s.sectionTitle} style={{ marginBottom: 4 }}>
                  {t("Songs")}
                </h2>
                <TrackList
                  tracks={data.tracks.slice(0, 4)}
                  label={t("Songs")}
                  numbering="none"
                  context={{ type: "search", name: query }}
                />
              </section>
            ) : null}
          </div>
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
              <h2 className={s.sectionTitle} style={{ marginBottom: 12 }}>
                {t("Genres")}
              </h2>
              <div className={ss.genreGrid}>
                {data.genres.map((g) => (
                  <GenreCard key={g.id} genre={g} />
                ))}
              </div>
            </section>
          ) : null}
        </div>
      )}
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

function TabResults({ tab, data }: { tab: Tab; data: SearchResults }) {
  switch (tab) {
    case "tracks":
      return (
        <TrackList tracks={data.tracks} label={t("Songs")} showAlbum context={{ type: "search", name: data.query }} />
      );
    case "artists":
      return (
        <div className={s.grid}>
          {data.artists.map((a) => (
            <ArtistCard key={a.id} artist={a} />
          ))}
        </div>
      );
    case "albums":
      return (
        <div className={s.grid}>
          {data.albums.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </div>
      );
    case "playlists":
      return (
        <div className={s.grid}>
          {data.playlists.map((p) => (
            <PlaylistCard key={p.id} playlist={p} />
          ))}
        </div>
      );
    case "users":
      return (
        <div className={s.grid}>
          {data.users.map((u) => (
            <UserCard key={u.id} user={u} />
          ))}
        </div>
      );
    case "genres":
      return (
        <div className={ss.genreGrid}>
          {data.genres.map((g) => (
            <GenreCard key={g.id} genre={g} />
          ))}
        </div>
      );
  }
}

export { SearchPage as Component };
