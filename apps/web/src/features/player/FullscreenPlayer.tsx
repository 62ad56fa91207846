import { IconButton } from "@backbeat/ui/IconButton";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Cover } from "../catalogue/Cover.tsx";
import { PlayerCommentBox } from "../comments/PlayerCommentBox.tsx";
import { LikeButton } from "../library/LikeButton.tsx";
import { RoomButton } from "../rooms/RoomButton.tsx";
import { formatTime } from "./format.ts";
import { CollapseGlyph } from "./icons.tsx";
import { currentLine, parseLrc } from "./lyrics.ts";
import { ArtistLinks, TransportControls, VolumeControl, WaveformSeekbar } from "./PlayerBar.tsx";
import * as s from "./player.css.ts";
import { currentTrack, seek, setFullscreen, usePlayer } from "./store.ts";

/** Synced lyrics follow the music; a click on a line seeks there. Plain lyrics just show. */
export function Lyrics({ trackId, className }: { trackId: number; className?: string }) {
  const trpc = useTRPC();
  const { data, isPending } = useQuery({
    ...trpc.catalogue.track.queryOptions({ id: trackId }),
    staleTime: 5 * 60_000,
  });
  const time = usePlayer((st) => st.time);
  const playingThis = usePlayer((st) => currentTrack(st)?.id === trackId);
  const lines = useMemo(() => parseLrc(data?.track.lyrics_synced), [data?.track.lyrics_synced]);
  const active = playingThis ? currentLine(lines, time) : -1;
  const box = useRef<HTMLDivElement>(null);
  // Keep the sung line in the middle of the box as the song moves on (and after a seek).
  useEffect(() => {
    const container = box.current;
    if (active < 0 || !container) return;
    const el = container.querySelector<HTMLElement>('[data-current="true"]');
    if (!el) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    container.scrollTo({
      top:
        container.scrollTop +
        el.getBoundingClientRect().top -
        container.getBoundingClientRect().top -
        container.clientHeight / 2 +
        el.clientHeight / 2,
      behavior: reduce ? "auto" : "smooth",
    });
  }, [active]);
  if (isPending) return null;
  if (lines.length)
    return (
      <div ref={box} className={[s.lyrics, className].filter(Boolean).join(" ")} data-testid="lyrics" aria-live="off">
        {lines.map((line, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: lines are also reachable by seeking with the keyboard
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: lines repeat (choruses)
            key={i}
            className={s.lyricLine}
            data-current={i === active}
            data-past={i < active}
            onClick={() => playingThis && seek(line.time)}
          >
            {line.text || "♪"}
          </p>
        ))}
      </div>
    );
  if (data?.track.lyrics)
    return (
      <div className={[s.lyrics, className].filter(Boolean).join(" ")} data-testid="lyrics">
        <p className={s.lyricPlain}>{data.track.lyrics}</p>
      </div>
    );
  return <p style={{ opacity: 0.7, fontSize: 18 }}>{t("No lyrics for this track yet.")}</p>;
}

export function FullscreenPlayer() {
  const open = usePlayer((st) => st.fullscreen);
  const track = usePlayer(currentTrack);
  const time = usePlayer((st) => st.time);
  const duration = usePlayer((st) => st.duration);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setFullscreen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  if (!open || !track) return null;
  const art = track.image ?? track.album?.image ?? null;
  return (
    <div
      className={s.full}
      role="dialog"
      aria-modal="true"
      aria-label={t("Now playing")}
      data-testid="fullscreen-player"
    >
      <div className={s.fullBackdrop} style={{ backgroundImage: art ? `url("${art}")` : undefined }} />
      <div className={s.fullTop}>
        <span style={{ fontWeight: 700, opacity: 0.85 }}>{t("Now playing")}</span>
        <span style={{ flex: 1 }} />
        <RoomButton inFullscreen />
        <IconButton
          unstyled
          className={s.control()}
          aria-label={t("Close")}
          tooltipPlacement="bottom"
          onPress={() => setFullscreen(false)}
        >
          <CollapseGlyph />
        </IconButton>
      </div>
      <div className={s.fullBody}>
        <Cover src={art} className={s.fullCover} />
        <Lyrics trackId={track.id} />
      </div>
      <div className={s.fullControls}>
        <div style={{ display: "flex", alignItems: "end", justifyContent: "space-between", gap: 16 }}>
          <div style={{ minWidth: 0 }}>
            <h2 className={s.fullTitle}>{track.name}</h2>
            <div style={{ opacity: 0.8 }} className={s.artists}>
              <ArtistLinks artists={track.artists} />
            </div>
          </div>
          <LikeButton type="track" id={track.id} size="lg" />
        </div>
        <div
          style={{ display: "grid", gridTemplateColumns: "48px 1fr 48px", gap: 10, alignItems: "center", fontSize: 12 }}
        >
          <span>{formatTime(time)}</span>
          <WaveformSeekbar trackId={track.id} />
          <span>{formatTime(duration)}</span>
        </div>
        <div style={{ display: "flex", justifyContent: "center", alignItems: "center", gap: 24 }}>
          <TransportControls />
          <div className={s.fullVolume}>
            <VolumeControl />
          </div>
        </div>
        <PlayerCommentBox trackId={track.id} />
      </div>
    </div>
  );
}
