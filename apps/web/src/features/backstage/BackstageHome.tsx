import {
  Badge,
  ButtonLink,
  CheckCircleIcon,
  DashboardIcon,
  EditIcon,
  EmptyState,
  Skeleton,
  UserIcon,
} from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { viewerCan } from "../auth/access.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { AlbumList } from "./AlbumList.tsx";
import { BackstagePage, BackstageSection } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";
import { NewAlbumLink, UploadLink } from "./own-list.tsx";
import { TrackList } from "./TrackList.tsx";

function Artists() {
  const trpc = useTRPC();
  const isAdmin = viewerCan(useBootstrap(), "admin.access");
  const overview = useQuery(trpc.backstage.catalogue.overview.queryOptions());
  if (overview.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t("Loading")}>
        <Skeleton height={96} />
      </div>
    );
  const artists = overview.data?.artists ?? [];
  if (!artists.length && isAdmin)
    return (
      <EmptyState
        icon={<UserIcon size={32} />}
        title={t("No artist profile of your own")}
        message={t("Your tracks and albums below are the whole catalogue; artists are edited in the admin area.")}
        actions={
          <ButtonLink href="/admin/artists" variant="outline">
            {t("Open artists")}
          </ButtonLink>
        }
      />
    );
  if (!artists.length)
    return (
      <EmptyState
        icon={<UserIcon size={32} />}
        title={t("No artist profile yet")}
        message={t("Ask for an artist profile of your own, or claim the one that is already in the catalogue.")}
        actions={
          <ButtonLink href="/backstage/requests" variant="outline">
            {t("Send a request")}
          </ButtonLink>
        }
      />
    );
  return (
    <ul className={s.artists} style={{ listStyle: "none", margin: 0, padding: 0 }} data-testid="backstage-artists">
      {artists.map((artist) => (
        <li key={artist.id} className={s.artistCard}>
          {artist.image ? (
            <img src={artist.image} alt="" className={s.artistImage} />
          ) : (
            <span className={s.artistImage} aria-hidden>
              <UserIcon size={28} />
            </span>
          )}
          <div style={{ minWidth: 0 }}>
            <div className={s.artistName}>
              <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{artist.name}</span>
              {artist.verified ? (
                <Badge tone="primary">
                  <CheckCircleIcon size={12} /> {t("Verified")}
                </Badge>
              ) : null}
            </div>
            <div className={s.artistActions}>
              <ButtonLink
                href={`/backstage/artists/${artist.id}/edit`}
                size="xs"
                variant="outline"
                startIcon={<EditIcon size={14} />}
              >
                {t("Edit profile")}
              </ButtonLink>
              <ButtonLink
                href={`/backstage/artists/${artist.id}/insights`}
                size="xs"
                variant="ghost"
                startIcon={<DashboardIcon size={14} />}
              >
                {t("Insights")}
              </ButtonLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Stats() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.backstage.catalogue.overview.queryOptions());
  const counts = overview.data?.counts;
  return (
    <div className={s.stats}>
      <div className={s.stat}>
        <span className={s.statValue}>{counts ? counts.tracks.toLocaleString() : "–"}</span>
        <span className={s.statLabel}>{t("Tracks")}</span>
      </div>
      <div className={s.stat}>
        <span className={s.statValue}>{counts ? counts.albums.toLocaleString() : "–"}</span>
        <span className={s.statLabel}>{t("Albums")}</span>
      </div>
      <div className={s.stat}>
        <span className={s.statValue}>{overview.data ? overview.data.artists.length.toLocaleString() : "–"}</span>
        <span className={s.statLabel}>{t("Artist profiles")}</span>
      </div>
    </div>
  );
}

function Home() {
  return (
    <BackstagePage
      title={t("Backstage")}
      lead={t("Upload your music, edit it before you publish, and see who listens.")}
      testId="backstage-home"
      actions={
        <>
          <NewAlbumLink variant="outline" />
          <UploadLink>{t("Upload")}</UploadLink>
        </>
      }
    >
      <Stats />
      <BackstageSection id="backstage-artists" title={t("Your artist profiles")}>
        <Artists />
      </BackstageSection>
      <BackstageSection
        id="backstage-tracks"
        title={t("Tracks")}
        link={{ to: "/backstage/tracks", label: t("See all") }}
      >
        <TrackList perPage={10} />
      </BackstageSection>
      <BackstageSection
        id="backstage-albums"
        title={t("Albums")}
        link={{ to: "/backstage/albums", label: t("See all") }}
      >
        <AlbumList perPage={10} />
      </BackstageSection>
    </BackstagePage>
  );
}

/** `/backstage`: the artist's overview; listeners, who have no catalogue yet, go to their requests. */
export function BackstageHome() {
  const data = useBootstrap();
  return (
    <RouteGuard>
      {viewerCan(data, "music.create") ? <Home /> : <Navigate to="/backstage/requests" replace />}
    </RouteGuard>
  );
}

export { BackstageHome as Component };
