/* biome-ignore-all lint/a11y/useSemanticElements: virtualized rows are absolutely positioned divs, so the table semantics come from ARIA roles */
/* biome-ignore-all lint/a11y/useFocusableInteractive: header and cell roles are not interactive; rows are focusable */
import { LiveRegion, Skeleton, useMediaQuery } from "@backbeat/ui";
import { IconButton } from "@backbeat/ui/IconButton";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type DragEvent, type KeyboardEvent, memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { LikeButton } from "../library/LikeButton.tsx";
import { useUnavailableOffline } from "../offline/availability.ts";
import { formatCount, formatTime } from "../player/format.ts";
import { ClockGlyph, PlayGlyph } from "../player/icons.tsx";
import { currentTrack, playQueue, type QueueContext, togglePlay, usePlayer } from "../player/store.ts";
import type { TrackItem } from "../player/types.ts";
import { useScrollElement } from "../player-shell/scroll.ts";
import { Cover } from "./Cover.tsx";
import * as s from "./catalogue.css.ts";
import { TrackMenu } from "./TrackMenu.tsx";

export interface TrackListProps {
  tracks: TrackItem[];
  /** Rows to reserve (unloaded ones show skeletons); defaults to the loaded count. */
  total?: number;
  hasMore?: boolean;
  onLoadMore?: () => void;
  context?: QueueContext | null;
  /** Plays row `index`; defaults to queueing the loaded tracks. */
  onPlay?: (index: number) => void;
  numbering?: "index" | "track" | "none";
  showAlbum?: boolean;
  showPlays?: boolean;
  /** What the plays column shows and its heading; all-time plays unless a list ranks by another figure. */
  plays?: { label: string; value: (track: TrackItem) => number };
  showCover?: boolean;
  /** Extra text column (e.g. "added" or "played" dates). */
  aside?: { label: string; value: (track: TrackItem, index: number) => string };
  /** Reordering (drag, or Alt+↑/↓ on a focused row). */
  onMove?: (trackId: number, toIndex: number) => void;
  onRemove?: (track: TrackItem) => void;
  label: string;
  /** Lists longer than this are virtualized. */
  virtualizeOver?: number;
}

const ROW = 56;

export function TrackList(incoming: TrackListProps) {
  // Narrow screens drop columns (album below 1100 px; plays and extra text below 768 px).
  const narrow = useMediaQuery("(max-width: 1100px)");
  const mobile = useMediaQuery("(max-width: 767px)");
  const props: TrackListProps = {
    ...incoming,
    showAlbum: Boolean(incoming.showAlbum) && !narrow,
    showPlays: Boolean(incoming.showPlays) && !mobile,
    ...(mobile ? { aside: undefined } : {}),
  };
  const { tracks, total = tracks.length, hasMore, onLoadMore, virtualizeOver = 60 } = props;
  const count = Math.max(total, tracks.length);
  const virtual = count > virtualizeOver;
  const scroll = useScrollElement();
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const [announce, setAnnounce] = useState("");

  useLayoutEffect(() => {
    const el = listRef.current;
    const sc = scroll.current;
    // Only the virtualizer needs the offset; measuring forces a layout while the page first renders.
    if (!virtual || !el || !sc) return;
    const measure = () => setMargin(el.getBoundingClientRect().top - sc.getBoundingClientRect().top + sc.scrollTop);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [scroll, virtual]);

  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scroll.current,
    estimateSize: () => ROW,
    overscan: 12,
    scrollMargin: margin,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const lastVisible = virtual ? (items[items.length - 1]?.index ?? 0) : tracks.length;

  useEffect(() => {
    if (hasMore && onLoadMore && lastVisible >= tracks.length - 25) onLoadMore();
  }, [hasMore, onLoadMore, lastVisible, tracks.length]);

  const cols = [
    props.numbering !== "none" ? "24px" : null,
    "minmax(0, 4fr)",
    props.showAlbum ? "minmax(0, 3fr)" : null,
    props.aside ? "minmax(0, 1.4fr)" : null,
    // A labelled figure ("Plays this week") needs its heading on one line.
    props.showPlays ? (props.plays ? "minmax(132px, 1fr)" : "minmax(70px, 1fr)") : null,
    mobile ? "72px" : "112px",
  ]
    .filter(Boolean)
    .join(" ");

  const row = (index: number, style?: React.CSSProperties) => {
    const track = tracks[index];
    if (!track)
      return (
        <div key={`s${index}`} className={s.skeletonRow} style={style} aria-hidden>
          <Skeleton width={40} height={40} />
          <Skeleton width="40%" height={14} />
        </div>
      );
    return (
      <Row
        key={`${track.id}-${index}`}
        {...props}
        track={track}
        index={index}
        style={style}
        onAnnounce={setAnnounce}
        count={count}
      />
    );
  };

  return (
    <>
      <div
        className={s.trackList}
        style={{ "--cols": cols } as React.CSSProperties}
        role="table"
        aria-label={props.label}
        aria-rowcount={count}
        data-testid="track-list"
      >
        <div className={s.trackHeader} role="row">
          {props.numbering !== "none" ? <span role="columnheader">#</span> : null}
          <span role="columnheader">{t("Title")}</span>
          {props.showAlbum ? (
            <span role="columnheader" className={s.colAlbum}>
              {t("Album")}
            </span>
          ) : null}
          {props.aside ? <span role="columnheader">{props.aside.label}</span> : null}
          {props.showPlays ? (
            <span role="columnheader" className={s.colPlays} style={{ whiteSpace: "nowrap" }}>
              {props.plays?.label ?? t("Plays")}
            </span>
          ) : null}
          <span role="columnheader" className={s.colEnd} aria-label={t("Duration")}>
            <span className={s.duration}>
              <ClockGlyph size={16} />
            </span>
            <span style={{ width: 32 }} />
          </span>
        </div>
        <div
          ref={listRef}
          role="rowgroup"
          style={virtual ? { height: virtualizer.getTotalSize(), position: "relative" } : undefined}
        >
          {virtual
            ? items.map((v) =>
                row(v.index, {
                  position: "absolute",
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
                }),
              )
            : tracks.map((_, i) => row(i))}
        </div>
      </div>
      {/* A table may hold only rows, so the announcer for moves sits beside it. */}
      <LiveRegion>{announce}</LiveRegion>
    </>
  );
}

type RowProps = TrackListProps & {
  track: TrackItem;
  index: number;
  count: number;
  style?: React.CSSProperties | undefined;
  onAnnounce: (text: string) => void;
};

let dragFrom: { index: number; trackId: number } | null = null;

const Row = memo(function Row(props: RowProps) {
  const { track, index, style, onMove } = props;
  const isCurrent = usePlayer((st) => currentTrack(st)?.id === track.id);
  const playing = usePlayer((st) => st.playing);
  const unavailable = useUnavailableOffline(track.id);
  const [drop, setDrop] = useState<"before" | "after" | null>(null);
  const [dragging, setDragging] = useState(false);

  const play = () => {
    if (isCurrent) return togglePlay();
    if (unavailable) return toast("Not downloaded: plays when you are back online");
    if (props.onPlay) props.onPlay(index);
    else playQueue(props.tracks, index, props.context ?? null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === "Enter") {
      e.preventDefault();
      play();
    } else if (onMove && e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      const to = e.key === "ArrowUp" ? index - 1 : index + 1;
      if (to < 0 || to >= props.count) return;
      onMove(track.id, to);
      props.onAnnounce(t(":name moved to position :position", { name: track.name, position: to + 1 }));
      requestAnimationFrame(() =>
        requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-row-track="${track.id}"]`)?.focus()),
      );
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const sibling = (
        e.key === "ArrowDown" ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling
      ) as HTMLElement | null;
      if (sibling?.dataset.rowTrack) {
        e.preventDefault();
        sibling.focus();
      }
    }
  };
  const dnd = onMove
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          dragFrom = { index, trackId: track.id };
          e.dataTransfer.effectAllowed = "move";
          e.dataTransfer.setData("text/plain", track.name);
          setDragging(true);
        },
        onDragEnd: () => {
          setDragging(false);
          dragFrom = null;
        },
        onDragOver: (e: DragEvent) => {
          if (!dragFrom) return;
          e.preventDefault();
          const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
          setDrop(e.clientY < rect.top + rect.height / 2 ? "before" : "after");
        },
        onDragLeave: () => setDrop(null),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          const from = dragFrom;
          setDrop(null);
          if (!from) return;
          let to = drop === "before" ? index : index + 1;
          if (from.index < to) to -= 1;
          if (to !== from.index) onMove(from.trackId, to);
        },
      }
    : {};

  return (
    <div
      className={s.trackRow}
      style={style}
      role="row"
      aria-rowindex={index + 1}
      tabIndex={0}
      data-row-track={track.id}
      data-current={isCurrent}
      data-unavailable={unavailable || undefined}
      aria-disabled={unavailable || undefined}
      title={unavailable ? t("Not downloaded: plays when you are back online") : undefined}
      data-drop={drop ?? undefined}
      data-dragging={dragging}
      data-testid="track-row"
      onDoubleClick={play}
      onKeyDown={onKeyDown}
      {...dnd}
    >
      {props.numbering !== "none" ? (
        <span className={s.colIndex} role="cell">
          {isCurrent && playing ? (
            <span className={s.eq} role="img" aria-label={t("Now playing")}>
              <span className={s.eqBar} />
              <span className={s.eqBar} />
              <span className={s.eqBar} />
            </span>
          ) : (
            <span className={s.indexText}>{props.numbering === "track" ? track.number : index + 1}</span>
          )}
          <IconButton
            unstyled
            className={s.rowPlay}
            aria-label={t("Play :name", { name: track.name })}
            onPress={play}
            data-testid="track-play"
          >
            {isCurrent && playing ? null : <PlayGlyph size={16} />}
          </IconButton>
        </span>
      ) : null}
      <span className={s.colTitle} role="cell">
        {props.showCover !== false ? (
          <Cover
            src={track.image ?? track.album?.image}
            raster={{ kind: "track", id: track.id }}
            sizes="48px"
            className={s.rowCover}
          />
        ) : null}
        <span className={s.rowText}>
          <Link className={s.rowName} to={links.track(track)} draggable={false}>
            {track.name}
          </Link>
          <span className={s.rowSub}>
            {track.private ? `${t("Private")} · ` : null}
            {track.artists.map((a, i) => (
              <span key={a.id}>
                {i ? ", " : null}
                <Link to={links.artist(a)} draggable={false}>
                  {a.name}
                </Link>
              </span>
            ))}
          </span>
        </span>
      </span>
      {props.showAlbum ? (
        <span className={s.colAlbum} role="cell">
          {track.album ? (
            <Link className="muted" to={links.album({ ...track.album, artists: track.artists })} draggable={false}>
              {track.album.name}
            </Link>
          ) : null}
        </span>
      ) : null}
      {props.aside ? <span role="cell">{props.aside.value(track, index)}</span> : null}
      {props.showPlays ? (
        <span className={s.colPlays} role="cell">
          {formatCount(props.plays ? props.plays.value(track) : track.plays)}
        </span>
      ) : null}
      <span className={s.colEnd} role="cell">
        <LikeButton type="track" id={track.id} size="sm" className={s.hoverOnly} />
        <span className={s.duration}>{formatTime(track.duration_ms / 1000)}</span>
        <TrackMenu track={track} {...(props.onRemove ? { onRemove: () => props.onRemove?.(track) } : {})} />
      </span>
    </div>
  );
});
