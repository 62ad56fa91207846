import { Slider } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Cover } from "../catalogue/Cover.tsx";
import { CommentMarkers } from "../comments/CommentMarkers.tsx";
import { waveWrap } from "../comments/comments.css.ts";
import { PlayheadComment } from "../comments/PlayheadComment.tsx";
import { useTrackComments } from "../comments/use-comments.ts";
import { LikeButton } from "../library/LikeButton.tsx";
import { RoomButton } from "../rooms/RoomButton.tsx";
import { formatTime } from "./format.ts";
import {
  ExpandGlyph,
  LevellingGlyph,
  LyricsGlyph,
  NextGlyph,
  PauseGlyph,
  PlayGlyph,
  PrevGlyph,
  QueueGlyph,
  RepeatGlyph,
  RepeatOneGlyph,
  ShuffleGlyph,
  VolumeHighGlyph,
  VolumeLowGlyph,
  VolumeMuteGlyph,
} from "./icons.tsx";
import * as s from "./player.css.ts";
import {
  currentTrack,
  cycleRepeat,
  next,
  previous,
  seek,
  setFullscreen,
  setQueueOpen,
  setVolume,
  toggleLevelling,
  toggleMute,
  togglePlay,
  toggleShuffle,
  usePlayer,
} from "./store.ts";

export function ArtistLinks({ artists }: { artists: { id: number; name: string }[] }) {
  return (
    <>
      {artists.map((a, i) => (
        <span key={a.id}>
          {i > 0 ? ", " : null}
          <Link to={links.artist(a)}>{a.name}</Link>
        </span>
      ))}
    </>
  );
}

export function PlayPauseButton({ big }: { big?: boolean }) {
  const playing = usePlayer((st) => st.playing);
  const hasTrack = usePlayer((st) => st.index >= 0);
  return (
    <IconButton
      unstyled
      className={s.control({ kind: big ? "main" : "normal" })}
      aria-label={playing ? t("Pause") : t("Play")}
      isDisabled={!hasTrack}
      onPress={togglePlay}
      data-main={big || undefined}
      data-testid="player-toggle"
    >
      {playing ? <PauseGlyph /> : <PlayGlyph />}
    </IconButton>
  );
}

export function TransportControls({ compact }: { compact?: boolean }) {
  const shuffle = usePlayer((st) => st.shuffle);
  const repeat = usePlayer((st) => st.repeat);
  const hasTrack = usePlayer((st) => st.index >= 0);
  const hide = compact ? s.control({ kind: "hideMobile" }) : s.control();
  return (
    <div className={s.controls}>
      <IconButton
        unstyled
        className={hide}
        aria-label={t("Shuffle")}
        aria-pressed={shuffle}
        onPress={toggleShuffle}
        data-testid="player-shuffle"
      >
        <ShuffleGlyph />
        {shuffle ? <span className={s.activeDot} /> : null}
      </IconButton>
      <IconButton
        unstyled
        className={hide}
        aria-label={t("Previous")}
        isDisabled={!hasTrack}
        onPress={previous}
        data-testid="player-previous"
      >
        <PrevGlyph />
      </IconButton>
      <PlayPauseButton big />
      <IconButton
        unstyled
        className={s.control()}
        aria-label={t("Next")}
        isDisabled={!hasTrack}
        onPress={() => next()}
        data-testid="player-next"
      >
        <NextGlyph />
      </IconButton>
      <IconButton
        unstyled
        className={hide}
        aria-label={repeat === "one" ? t("Repeat one") : repeat === "all" ? t("Repeat all") : t("Repeat")}
        aria-pressed={repeat !== "off"}
        data-repeat={repeat}
        onPress={cycleRepeat}
        data-testid="player-repeat"
      >
        {repeat === "one" ? <RepeatOneGlyph /> : <RepeatGlyph />}
        {repeat !== "off" ? <span className={s.activeDot} /> : null}
      </IconButton>
    </div>
  );
}

/** The track's waveform as a seek bar (falls back to a plain bar without one). Keyboard: arrows, Home, End. */
export function WaveformSeekbar({ trackId }: { trackId: number | null }) {
  const trpc = useTRPC();
  const time = usePlayer((st) => st.time);
  const duration = usePlayer((st) => st.duration);
  const { data } = useQuery({
    ...trpc.catalogue.track.queryOptions({ id: trackId ?? 0 }),
    enabled: trackId !== null,
    staleTime: 5 * 60_000,
  });
  const waveform = data?.track.waveform ?? null;
  const comments = useTrackComments(trackId);
  const ref = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const progress = duration > 0 ? (drag ?? time / duration) : 0;

  const ratioAt = (e: PointerEvent) => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width));
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 15 : 5;
    const map: Record<string, number> = {
      ArrowRight: time + step,
      ArrowUp: time + step,
      ArrowLeft: time - step,
      ArrowDown: time - step,
      Home: 0,
      End: duration - 1,
    };
    if (e.key in map) {
      e.preventDefault();
      seek(map[e.key] as number);
    }
  };
  const bars = waveform?.length ? waveform : null;
  return (
    <div className={waveWrap}>
      <div
        ref={ref}
        className={s.wave}
        role="slider"
        tabIndex={trackId === null ? -1 : 0}
        aria-label={t("Seek")}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
        data-testid="player-seekbar"
        onKeyDown={onKey}
        onPointerDown={(e) => {
          if (trackId === null) return;
          (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
          setDrag(ratioAt(e));
        }}
        onPointerMove={(e) => {
          const r = ratioAt(e);
          setHover(r);
          if (drag !== null) setDrag(r);
        }}
        onPointerUp={(e) => {
          if (drag === null) return;
          seek(ratioAt(e) * duration);
          setDrag(null);
        }}
        onPointerLeave={() => setHover(null)}
      >
        {bars ? (
          bars.map((v, i) => {
            const at = (i + 0.5) / bars.length;
            const cls =
              at <= progress
                ? `${s.waveBar} ${s.wavePlayed}`
                : hover !== null && at <= hover
                  ? `${s.waveBar} ${s.waveHover}`
                  : s.waveBar;
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional
            return <span key={i} className={cls} style={{ height: `${Math.max(12, v * 100)}%` }} />;
          })
        ) : (
          <>
            <span className={s.plainTrack} />
            <span className={s.plainFill} style={{ width: `${progress * 100}%` }} />
          </>
        )}
      </div>
      <CommentMarkers comments={comments.data?.items ?? []} duration={duration} onSeek={seek} small />
    </div>
  );
}

export function VolumeControl() {
  const volume = usePlayer((st) => st.volume);
  const muted = usePlayer((st) => st.muted);
  const effective = muted ? 0 : volume;
  const Icon = effective === 0 ? VolumeMuteGlyph : effective < 0.5 ? VolumeLowGlyph : VolumeHighGlyph;
  return (
    <>
      <IconButton
        unstyled
        className={s.control()}
        aria-label={muted ? t("Unmute") : t("Mute")}
        aria-pressed={muted}
        onPress={toggleMute}
        data-testid="player-mute"
      >
        <Icon />
      </IconButton>
      <Slider
        className={s.volume}
        aria-label={t("Volume")}
        compact
        minValue={0}
        maxValue={100}
        value={Math.round(effective * 100)}
        onChange={(v) => setVolume((v as number) / 100)}
      />
    </>
  );
}

/** Volume levelling on or off (on by default; the choice is saved with the player's other settings). */
export function LevellingToggle() {
  const levelling = usePlayer((st) => st.levelling);
  return (
    <IconButton
      unstyled
      className={s.control()}
      aria-label={t("Level volume between tracks")}
      aria-pressed={levelling}
      onPress={toggleLevelling}
      data-testid="player-levelling"
    >
      <LevellingGlyph />
      {levelling ? <span className={s.activeDot} /> : null}
    </IconButton>
  );
}

export function PlayerBar() {
  const track = usePlayer(currentTrack);
  const time = usePlayer((st) => st.time);
  const duration = usePlayer((st) => st.duration);
  const queueOpen = usePlayer((st) => st.queueOpen);
  return (
    <section className={s.bar} aria-label={t("Player")} data-testid="player-bar">
      <PlayheadComment />
      <div className={s.nowPlaying}>
        {track ? (
          <>
            <IconButton
              unstyled
              className={s.coverButton}
              aria-label={t("Open full-screen player")}
              onPress={() => setFullscreen(true)}
            >
              <Cover
                src={track.image ?? track.album?.image}
                raster={{ kind: "track", id: track.id }}
                sizes="56px"
                className={s.cover}
              />
            </IconButton>
            <div className={s.meta}>
              <Link className={s.title} to={links.track(track)} data-testid="player-title">
                {track.name}
              </Link>
              <span className={s.artists}>
                <ArtistLinks artists={track.artists} />
              </span>
            </div>
            <LikeButton type="track" id={track.id} size="sm" />
          </>
        ) : (
          <span className={s.empty}>{t("Pick something to play")}</span>
        )}
      </div>
      <div className={s.center}>
        <TransportControls compact />
        <div className={s.seekRow}>
          <span className={s.timeLeft} data-testid="player-time">
            {formatTime(time)}
          </span>
          <WaveformSeekbar trackId={track?.id ?? null} />
          <span>{formatTime(duration)}</span>
        </div>
      </div>
      <div className={s.right}>
        <RoomButton />
        <IconButton
          unstyled
          className={s.control()}
          aria-label={t("Lyrics")}
          isDisabled={!track}
          onPress={() => setFullscreen(true)}
        >
          <LyricsGlyph />
        </IconButton>
        <IconButton
          unstyled
          className={s.control()}
          aria-label={t("Queue")}
          aria-pressed={queueOpen}
          onPress={() => setQueueOpen(!queueOpen)}
          data-testid="player-queue-toggle"
        >
          <QueueGlyph />
        </IconButton>
        <LevellingToggle />
        <VolumeControl />
        <IconButton
          unstyled
          className={s.control()}
          aria-label={t("Full screen")}
          isDisabled={!track}
          onPress={() => setFullscreen(true)}
        >
          <ExpandGlyph />
        </IconButton>
      </div>
      <div className={s.mobileProgress} aria-hidden>
        <div className={s.mobileProgressFill} style={{ width: `${duration ? (time / duration) * 100 : 0}%` }} />
      </div>
    </section>
  );
}
