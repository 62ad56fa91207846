import { Button, ButtonLink, Switch } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import { Cover } from "../catalogue/Cover.tsx";
import { PageError, PageSkeleton } from "../catalogue/PageState.tsx";
import { counted, formatCount } from "../player/format.ts";
import { type RecapData, TopAlbums, TopArtists, TopGenres, TopTracks } from "./RecapLists.tsx";
import * as s from "./recap.css.ts";

const ClockChart = lazy(() => import("./ClockChart.tsx"));

const FIRST_YEAR = 2000;

function yearOf(param: string | undefined): number | null {
  if (!param || !/^\d{4}$/.test(param)) return null;
  const year = Number(param);
  return year >= FIRST_YEAR && year <= 2100 ? year : null;
}

/** Where another year of the same recap lives: the viewer's own, or the shared one's owner's. */
type YearHref = (year: number) => string;

function Hero({ recap, hrefOf, mine }: { recap: RecapData; hrefOf: YearHref; mine: boolean }) {
  const now = new Date().getFullYear();
  return (
    <header className={s.hero} data-testid="recap-hero">
      <div className={s.heroTop}>
        <span className={s.kicker}>{mine ? t("Your year in music") : recap.user.name}</span>
        <nav className={s.yearNav} aria-label={t("Other years")}>
          {recap.year > FIRST_YEAR ? (
            <Link className={s.yearLink} to={hrefOf(recap.year - 1)}>
              {`← ${recap.year - 1}`}
            </Link>
          ) : null}
          {recap.year < now ? (
            <Link className={s.yearLink} to={hrefOf(recap.year + 1)}>
              {`${recap.year + 1} →`}
            </Link>
          ) : null}
        </nav>
      </div>
      <h1 className={s.heroTitle}>{t(":year, wrapped up", { year: recap.year })}</h1>
      <div className={s.stats}>
        <div className={`${s.stat} ${s.wide}`}>
          <span className={s.statBig} data-testid="recap-minutes">
            {formatCount(recap.minutes)}
          </span>
          <span className={s.statLabel}>{t("minutes listened")}</span>
        </div>
        <div className={s.stat}>
          <span className={s.statNumber}>{formatCount(recap.plays)}</span>
          <span className={s.statLabel}>{t("plays")}</span>
        </div>
        <div className={s.stat}>
          <span className={s.statNumber}>{formatCount(recap.tracks)}</span>
          <span className={s.statLabel}>{t("different tracks")}</span>
        </div>
        <div className={s.stat}>
          <span className={s.statNumber}>{formatCount(recap.streak.days)}</span>
          <span className={s.statLabel}>{t("days in a row, at best")}</span>
        </div>
      </div>
    </header>
  );
}

function OwnerTools({ recap }: { recap: RecapData }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = trpc.recap.get.queryKey({ year: recap.year });
  const share = useMutation(
    trpc.recap.share.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(key, (old) => (old ? { ...old, public: result.public } : old));
        toast(result.public ? "Your recap is public" : "Your recap is private");
      },
    }),
  );
  const save = useMutation(
    trpc.recap.savePlaylist.mutationOptions({
      onSuccess: (result) => {
        toast("Playlist saved");
        void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
        navigate(links.playlist({ id: result.id, name: `top-${recap.year}` }));
      },
    }),
  );
  const shareUrl = `${window.location.origin}/recap/${recap.year}/${recap.user.id}`;
  return (
    <div className={s.toolbar} data-testid="recap-tools">
      <Button variant="primary" onPress={() => save.mutate({ year: recap.year })} isPending={save.isPending}>
        {t("Save my top 50 as a playlist")}
      </Button>
      <Switch
        isSelected={recap.public}
        isDisabled={share.isPending}
        onChange={(value) => share.mutate({ year: recap.year, public: value })}
        data-testid="recap-share"
      >
        {t("Public recap")}
      </Switch>
      <a
        href={`/api/v1/recap/${recap.year}/image?format=story`}
        download={`recap-${recap.year}.png`}
        className={s.rowSub}
        data-testid="recap-story-image"
      >
        {t("Download the story image")}
      </a>
      {recap.public ? (
        <Link to={`/recap/${recap.year}/${recap.user.id}`} className={s.rowSub} data-testid="recap-share-link">
          {shareUrl}
        </Link>
      ) : null}
    </div>
  );
}

function Moments({ recap }: { recap: RecapData }) {
  const cards = [];
  if (recap.standing)
    cards.push(
      <section key="standing" className={s.panel} data-testid="recap-standing">
        <h2 className={s.panelTitle}>{t("Among the biggest fans")}</h2>
        <span className={s.momentBig}>{t("Top :percent %", { percent: recap.standing.percent })}</span>
        <p className={s.panelSub}>{t("of :artist's listeners this year", { artist: recap.standing.artist.name })}</p>
      </section>,
    );
  if (recap.first)
    cards.push(
      <TrackMoment key="first" testId="recap-first" title={t("Where it started")} track={recap.first.track}>
        {new Date(recap.first.at).toLocaleDateString(undefined, { month: "long", day: "numeric" })}
      </TrackMoment>,
    );
  if (recap.mostReplayed)
    cards.push(
      <TrackMoment key="replayed" testId="recap-replayed" title={t("On repeat")} track={recap.mostReplayed.track}>
        {t(
          "{count, plural, one {:number play in one day} other {:number plays in one day}}",
          counted(recap.mostReplayed.plays),
        )}
      </TrackMoment>,
    );
  return cards.length ? <div className={s.columns}>{cards}</div> : null;
}

type MomentTrack = NonNullable<RecapData["first"]>["track"];

/** A moment of the year that is one track: its cover, its name and what happened. */
function TrackMoment({
  testId,
  title,
  track,
  children,
}: {
  testId: string;
  title: string;
  track: MomentTrack;
  children: ReactNode;
}) {
  return (
    <section className={s.panel} data-testid={testId}>
      <h2 className={s.panelTitle}>{title}</h2>
      <div className={s.moment}>
        <Cover src={track.image ?? track.album?.image} size={72} />
        <span className={s.rowText}>
          <Link to={links.track(track)} className={s.rowName}>
            {track.name}
          </Link>
          <span className={s.rowSub}>{children}</span>
        </span>
      </div>
    </section>
  );
}

function Clock({ recap }: { recap: RecapData }) {
  const peak = recap.clock.indexOf(Math.max(...recap.clock));
  return (
    <section className={s.panel} data-testid="recap-clock">
      <h2 className={s.panelTitle}>{t("Your listening clock")}</h2>
      <p className={s.panelSub}>
        {t("You listened most around :hour.", { hour: `${String(peak).padStart(2, "0")}:00` })}
      </p>
      <div className={s.clock}>
        <Suspense fallback={null}>
          <ClockChart hours={recap.clock} height={180} />
        </Suspense>
      </div>
    </section>
  );
}

function EmptyYear({ recap, hrefOf }: { recap: RecapData; hrefOf: YearHref }) {
  const now = new Date().getFullYear();
  return (
    <div className={s.empty} data-testid="recap-empty">
      <h2 className={s.panelTitle}>{t("No plays in :year", { year: recap.year })}</h2>
      <p className={s.panelSub}>
        {t("Your recap fills in as you listen. Play something you love and come back later.")}
      </p>
      <div className={s.toolbar}>
        <ButtonLink href="/search" variant="primary">
          {t("Find music")}
        </ButtonLink>
        {recap.year !== now ? (
          <ButtonLink href={hrefOf(now)} variant="outline">
            {t("See :year", { year: now })}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

function Recap({ year, userId }: { year: number; userId?: number }) {
  const trpc = useTRPC();
  const viewer = useBootstrap().user;
  const query = useQuery(trpc.recap.get.queryOptions(userId ? { year, userId } : { year }));
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton rows={5} />;
  const recap = query.data;
  const owner = viewer?.id === recap.user.id;
  const hrefOf: YearHref = (y) => (userId ? `/recap/${y}/${userId}` : `/recap/${y}`);
  return (
    <div className={s.page} data-testid="recap-page">
      <Hero recap={recap} hrefOf={hrefOf} mine={!userId} />
      {owner && recap.plays > 0 ? <OwnerTools recap={recap} /> : null}
      {recap.plays === 0 ? (
        <EmptyYear recap={recap} hrefOf={hrefOf} />
      ) : (
        <>
          <Moments recap={recap} />
          <div className={s.columns}>
            <TopArtists recap={recap} />
            <TopTracks recap={recap} />
          </div>
          <div className={s.columns}>
            <TopAlbums recap={recap} />
            <TopGenres recap={recap} />
          </div>
          <Clock recap={recap} />
        </>
      )}
    </div>
  );
}

function RecapPage() {
  const params = useParams();
  const year = yearOf(params.year);
  const userId = params.userId && /^\d+$/.test(params.userId) ? Number(params.userId) : undefined;
  if (year === null || (params.userId && !userId)) return <PageError error={{ data: { httpStatus: 404 } }} />;
  if (userId) return <Recap year={year} userId={userId} />;
  return (
    <RouteGuard>
      <Recap year={year} />
    </RouteGuard>
  );
}

export { RecapPage as Component };
