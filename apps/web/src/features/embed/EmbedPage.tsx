import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { httpStatusOf } from "../catalogue/PageState.tsx";
import { api, newPlayId, playIdOf, streamUrl } from "../player/client.ts";
import { formatTime } from "../player/format.ts";
import { PauseGlyph, PlayGlyph } from "../player/icons.tsx";
import type { TrackItem } from "../player/types.ts";
import * as s from "./embed.css.ts";

/** A self-contained player for other sites: one audio element, no app chrome. */
function EmbedPlayer({
  title,
  subtitle,
  href,
  image,
  tracks,
}: {
  title: string;
  subtitle: string;
  href: string;
  image: string | null;
  tracks: TrackItem[];
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const site = useBootstrap().branding.site_name;
  const track = tracks[index];
  const trackId = track?.id;
  const trackMs = track?.duration_ms ?? 0;
  const playingRef = useRef(playing);
  playingRef.current = playing;
  // Plays from an embed count like the app's (30 s or half the track), reported as "embed".
  const heard = useRef({ ms: 0, at: 0, reported: false });
  const countHeard = (el: HTMLAudioElement) => {
    const h = heard.current;
    const delta = (el.currentTime - h.at) * 1000;
    h.at = el.currentTime;
    const playId = playIdOf(el);
    if (delta <= 0 || delta > 1500 || h.reported || trackId === undefined || !playId) return;
    h.ms += delta;
    if (h.ms < Math.min(30_000, trackMs / 2)) return;
    h.reported = true;
    api()
      .catalogue.recordPlay.mutate({ trackId, playId, listenedMs: Math.round(h.ms), source: "embed" })
      .catch(() => {
        h.reported = false;
      });
  };
  useEffect(() => {
    const el = audio.current;
    heard.current = { ms: 0, at: 0, reported: false };
    if (!el || trackId === undefined) return;
    el.src = streamUrl(trackId, newPlayId());
    setDuration(trackMs / 1000);
    if (playingRef.current) void el.play().catch(() => setPlaying(false));
  }, [trackId, trackMs]);
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused)
      void el.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    else {
      el.pause();
      setPlaying(false);
    }
  };
  return (
    <div className={s.root} data-embed data-testid="embed-player">
      <div className={s.card}>
        {image ? <img src={image} alt="" className={s.art} /> : <span className={s.art} />}
        <div style={{ minWidth: 0 }}>
          <a className={s.title} href={href} target="_blank" rel="noreferrer">
            {title}
          </a>
          <div className={s.sub}>{subtitle}</div>
          {track && tracks.length > 1 ? <div className={s.sub}>{track.name}</div> : null}
          <div className={s.controls}>
            <button
              type="button"
              className={s.play}
              aria-label={playing ? t("Pause") : t("Play")}
              onClick={toggle}
              data-testid="embed-play"
            >
              {playing ? <PauseGlyph /> : <PlayGlyph />}
            </button>
            <span className={s.time}>{formatTime(time)}</span>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users seek with the media keys */}
            <div
              className={s.bar}
              role="presentation"
              onClick={(e) => {
                const rect = e.currentTarget.getBoundingClientRect();
                if (audio.current && duration)
                  audio.current.currentTime = ((e.clientX - rect.left) / rect.width) * duration;
              }}
            >
              <div className={s.fill} style={{ width: `${duration ? (time / duration) * 100 : 0}%` }} />
            </div>
            <span className={s.time}>{formatTime(duration)}</span>
          </div>
          <a className={s.brand} href="/" target="_blank" rel="noreferrer">
            {site}
          </a>
        </div>
      </div>
      {tracks.length > 1 ? (
        <ul className={s.list}>
          {tracks.map((tr, i) => (
            <li key={tr.id}>
              <button
                type="button"
                className={s.item}
                data-current={i === index}
                onClick={() => {
                  if (i === index) toggle();
                  else {
                    setIndex(i);
                    setPlaying(true);
                  }
                }}
              >
                <span style={{ opacity: 0.6 }}>{i + 1}</span>
                <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", textAlign: "left" }}>
                  {tr.name}
                </span>
                <span style={{ opacity: 0.6 }}>{formatTime(tr.duration_ms / 1000)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: music has no captions */}
      <audio
        ref={audio}
        preload="metadata"
        data-testid="embed-audio"
        onTimeUpdate={(e) => {
          setTime(e.currentTarget.currentTime);
          countHeard(e.currentTarget);
        }}
        onDurationChange={(e) => Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          if (index + 1 < tracks.length) {
            setIndex(index + 1);
            setPlaying(true);
          } else setPlaying(false);
        }}
      />
    </div>
  );
}

function EmbedError({ error }: { error: unknown }) {
  const status = httpStatusOf(error);
  return (
    <div className={s.root} data-embed>
      <p>
        {status === 401 || status === 403
          ? t("You don't have permission to listen to this.")
          : t("This content is not available.")}
      </p>
    </div>
  );
}

export function TrackEmbed() {
  const id = Number(useParams().trackId);
  const trpc = useTRPC();
  const q = useQuery(trpc.catalogue.track.queryOptions({ id }));
  if (q.error) return <EmbedError error={q.error} />;
  if (!q.data) return <div className={s.root} data-embed />;
  const tr = q.data.track;
  return (
    <EmbedPlayer
      title={tr.name}
      subtitle={tr.artists.map((a) => a.name).join(", ")}
      href={links.track(tr)}
      image={tr.image ?? tr.album?.image ?? null}
      tracks={[tr]}
    />
  );
}

export function AlbumEmbed() {
  const id = Number(useParams().albumId);
  const trpc = useTRPC();
  const q = useQuery(trpc.catalogue.album.queryOptions({ id }));
  if (q.error) return <EmbedError error={q.error} />;
  if (!q.data) return <div className={s.root} data-embed />;
  const { album, tracks } = q.data;
  return (
    <EmbedPlayer
      title={album.name}
      subtitle={album.artists.map((a) => a.name).join(", ")}
      href={links.album(album)}
      image={album.image}
      tracks={tracks}
    />
  );
}
