import { useQuery } from "@tanstack/react-query";
import { Navigate, NavLink, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { AlbumCard, Shelf } from "./Cards.tsx";
import * as s from "./catalogue.css.ts";
import { LoadMore } from "./LoadMore.tsx";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { useOffsetPages } from "./paging.ts";
import { TrackList } from "./TrackList.tsx";

const VARIANT_PAGE = 60;

/** tag/{tagName}, with /tracks and /albums variants. */
export function TagPage() {
  const { tagName = "", variant } = useParams();
  const type = variant === "tracks" || variant === "albums" ? variant : "all";
  const trpc = useTRPC();
  const client = useTRPCClient();
  const query = useQuery({
    ...trpc.catalogue.tag.queryOptions({ name: tagName, type: "all", limit: 20 }),
    enabled: type === "all",
  });
  // The /tracks and /albums variants list everything, a page at a time.
  const pages = useOffsetPages(
    trpc.catalogue.tag.queryKey({ name: tagName, type, limit: VARIANT_PAGE }),
    async (offset) => {
      const page = await client.catalogue.tag.query({ name: tagName, type, offset, limit: VARIANT_PAGE });
      return { ...page, nextOffset: (type === "tracks" ? page.tracks : page.albums)?.nextOffset ?? null };
    },
    type !== "all",
  );
  if (variant && type === "all") return <PageError error={{ data: { httpStatus: 404 } }} />;
  const error = type === "all" ? query.error : pages.error;
  if (error) return <PageError error={error} />;
  const first = type === "all" ? query.data : pages.data?.pages[0];
  if (!first) return <PageSkeleton />;
  // A tag that names a genre leads to the genre's page.
  if (first.genre) return <Navigate to={`/channel/genre/${encodeURIComponent(first.genre)}`} replace />;
  const tag = first.tag;
  const all = type === "all" ? null : (pages.data?.pages ?? []);
  const tracks = all ? { items: all.flatMap((p) => p.tracks?.items ?? []) } : first.tracks;
  const albums = all ? { items: all.flatMap((p) => p.albums?.items ?? []) } : first.albums;
  const hasMore = Boolean(all && pages.hasNextPage);
  const loadMore = () => {
    if (!pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const base = `/tag/${encodeURIComponent(tag.name)}`;
  return (
    <div data-testid="tag-page">
      <h1 style={{ fontSize: 48, fontWeight: 900, letterSpacing: "-0.03em", margin: "20px 0 12px" }}>
        #{tag.display_name}
      </h1>
      <nav className={s.chips} aria-label={t("Sections")}>
        <NavLink end to={base} className={s.chip}>
          {t("All")}
        </NavLink>
        <NavLink to={`${base}/tracks`} className={s.chip}>
          {t("Tracks")}
        </NavLink>
        <NavLink to={`${base}/albums`} className={s.chip}>
          {t("Albums")}
        </NavLink>
      </nav>
      {tracks?.items.length ? (
        <section className={s.section}>
          <div className={s.sectionHead}>
            <h2 className={s.sectionTitle}>{t("Tracks")}</h2>
          </div>
          <TrackList
            tracks={tracks.items}
            hasMore={type === "tracks" && hasMore}
            onLoadMore={loadMore}
            label={t("Tracks")}
            showAlbum
            showPlays
            context={{ type: "tag", id: tag.name, name: tag.display_name }}
          />
        </section>
      ) : null}
      {albums?.items.length ? (
        <Shelf title={t("Albums")} layout="grid">
          {albums.items.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </Shelf>
      ) : null}
      {type === "albums" ? (
        <LoadMore hasMore={hasMore} loading={pages.isFetchingNextPage} onLoadMore={loadMore} />
      ) : null}
      {!tracks?.items.length && !albums?.items.length ? (
        <p className={s.muted}>{t("There are no items matching your query")}</p>
      ) : null}
    </div>
  );
}

export { TagPage as Component };
