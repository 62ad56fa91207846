import { useQuery } from "@tanstack/react-query";
import { NavLink, useParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { AlbumCard, Shelf } from "./Cards.tsx";
import * as s from "./catalogue.css.ts";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { TrackList } from "./TrackList.tsx";

/** tag/{tagName}, with /tracks and /albums variants. */
export function TagPage() {
  const { tagName = "", variant } = useParams();
  const type = variant === "tracks" || variant === "albums" ? variant : "all";
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.tag.queryOptions({ name: tagName, type, limit: type === "all" ? 20 : 100 }));
  if (variant && type === "all") return <PageError error={{ data: { httpStatus: 404 } }} />;
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton />;
  const { tag, tracks, albums } = query.data;
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
      {!tracks?.items.length && !albums?.items.length ? (
        <p className={s.muted}>{t("There are no items matching your query")}</p>
      ) : null}
    </div>
  );
}

export { TagPage as Component };
