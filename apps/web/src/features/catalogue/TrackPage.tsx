import { IconButton } from "@backbeat/ui/IconButton";
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { Link, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { CommentMarkers } from "../comments/CommentMarkers.tsx";
import { CommentsSection } from "../comments/CommentsSection.tsx";
import { playFrom, useTrackComments } from "../comments/use-comments.ts";
import { LikeButton } from "../library/LikeButton.tsx";
import { playRadio } from "../player/actions.ts";
import { Lyrics } from "../player/FullscreenPlayer.tsx";
import { counted, formatTime } from "../player/format.ts";
import { RadioGlyph, ShareGlyph } from "../player/icons.tsx";
import { useRadioShown } from "../player/radio-setting.ts";
import { playQueue } from "../player/store.ts";
import { ActionBar, BigPlay } from "./ActionBar.tsx";
import { Cover, HERO_SIZES } from "./Cover.tsx";
import * as s from "./catalogue.css.ts";
import { Dot, Hero } from "./Hero.tsx";
import { PageError, PageSkeleton } from "./PageState.tsx";
import { TrackList } from "./TrackList.tsx";
import { TrackMenu } from "./TrackMenu.tsx";

export function TrackPage() {
  const id = Number(useParams().trackId);
  const trpc = useTRPC();
  const query = useQuery(trpc.catalogue.track.queryOptions({ id }));
  const radio = useRadioShown();
  const comments = useTrackComments(query.data ? id : null);
  if (query.error) return <PageError error={query.error} />;
  if (query.isPending) return <PageSkeleton rows={4} />;
  const { track, moreFromAlbum } = query.data;
  const embed = `${location.origin}${links.track(track)}/embed`;
  return (
    <div data-testid="track-page">
      <Hero
        hueSeed={track.album?.id ? track.album.id * 3 + 1 : track.id}
        art={
          <Cover
            src={track.image ?? track.album?.image}
            raster={{ kind: "track", id: track.id }}
            sizes={HERO_SIZES}
            className={s.heroArt}
          />
        }
        kind={t("Song")}
        title={track.name}
        meta={
          <>
            <span>
              {track.artists.map((a, i) => (
                <span key={a.id}>
                  {i ? ", " : null}
                  <Link to={links.artist(a)}>{a.name}</Link>
                </span>
              ))}
            </span>
            {track.album ? (
              <>
                <Dot />
                <Link to={links.album({ ...track.album, artists: track.artists })}>{track.album.name}</Link>
              </>
            ) : null}
            <Dot />
            <span>{formatTime(track.duration_ms / 1000)}</span>
            <Dot />
            <span>{t("{count, plural, one {:number play} other {:number plays}}", counted(track.plays))}</span>
          </>
        }
      />
      <ActionBar>
        <BigPlay
          contextType="track"
          contextId={track.id}
          label={t("Play :name", { name: track.name })}
          onPlay={() => playQueue([track], 0, { type: "track", id: track.id, name: track.name })}
        />
        <LikeButton type="track" id={track.id} size="lg" />
        {radio ? (
          <Button className={s.ghostAction} onPress={() => void playRadio("track", track.id)}>
            <RadioGlyph size={16} /> {t("Radio")}
          </Button>
        ) : null}
        <IconButton
          unstyled
          className={s.iconAction}
          aria-label={t("Copy embed code")}
          onPress={async () => {
            await navigator.clipboard
              ?.writeText(`<iframe src="${embed}" width="100%" height="152" frameborder="0" allow="autoplay"></iframe>`)
              .catch(() => {});
            toast("Embed code copied");
          }}
        >
          <ShareGlyph />
        </IconButton>
        <TrackMenu track={track} />
      </ActionBar>
      <div className={s.waveformWrap} data-testid="track-waveform">
        {track.waveform?.length ? (
          <div className={s.waveform} aria-hidden>
            {track.waveform.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positional bars
              <span key={i} className={s.waveformBar} style={{ height: `${Math.max(8, v * 100)}%` }} />
            ))}
          </div>
        ) : (
          <div className={s.waveformPlain} aria-hidden />
        )}
        <CommentMarkers
          comments={comments.data?.items ?? []}
          duration={track.duration_ms / 1000}
          onSeek={(at) => playFrom(track, at)}
        />
      </div>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))", gap: 32 }}>
        <section className={s.section}>
          <div className={s.sectionHead}>
            <h2 className={s.sectionTitle}>{t("Lyrics")}</h2>
          </div>
          <div style={{ maxHeight: 420, display: "grid" }}>
            <Lyrics trackId={track.id} />
          </div>
        </section>
        <section className={s.section}>
          <div className={s.sectionHead}>
            <h2 className={s.sectionTitle}>{t("Details")}</h2>
          </div>
          {track.description ? <p className={s.prose}>{track.description}</p> : null}
          <p className={s.muted}>
            {t("{count, plural, one {:number like} other {:number likes}}", counted(track.likes))}
          </p>
          <div className={s.chips}>
            {track.genres.map((g) => (
              <Link key={g.name} to={links.genre(g)} className={s.chip}>
                {g.display_name}
              </Link>
            ))}
            {track.tags.map((tag) => (
              <Link key={tag.name} to={links.tag(tag)} className={s.chip}>
                #{tag.display_name}
              </Link>
            ))}
          </div>
        </section>
      </div>
      <CommentsSection trackId={track.id} onSeek={(at) => playFrom(track, at)} />
      {moreFromAlbum.length && track.album ? (
        <section className={s.section}>
          <div className={s.sectionHead}>
            <h2 className={s.sectionTitle}>{t("More from :name", { name: track.album.name })}</h2>
          </div>
          <TrackList
            tracks={moreFromAlbum}
            label={track.album.name}
            showPlays
            context={{ type: "album", id: track.album.id, name: track.album.name }}
          />
        </section>
      ) : null}
    </div>
  );
}

export { TrackPage as Component };
