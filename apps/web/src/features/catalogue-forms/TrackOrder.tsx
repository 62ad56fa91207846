import { ArrowDownIcon, ArrowUpIcon, IconButton } from "@backbeat/ui";
import { type KeyboardEvent, useState } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { formatLength } from "../player/format.ts";
import * as s from "./forms.css.ts";
import type { AlbumEdit } from "./types.ts";

/**
 * The album's running order: drag a row, or use its move buttons (Alt+↑/↓ while a row's button has focus).
 * Saving numbers the tracks 1..n in this order.
 */
export function TrackOrder({ tracks }: { tracks: AlbumEdit["tracks"] }) {
  const { field } = useController({ name: "trackIds" });
  const ids = (field.value as number[] | undefined) ?? tracks.map((tr) => tr.id);
  const byId = new Map(tracks.map((tr) => [tr.id, tr]));
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    field.onChange(next);
    setAnnounce(t(":name moved to position :position", { name: byId.get(id)?.name ?? "", position: to + 1 }));
    // Keep focus on the moved row.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#album-track-${id} button:not([disabled])`)?.focus(),
    );
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    if (event.key === "ArrowUp") move(index, index - 1);
    else if (event.key === "ArrowDown") move(index, index + 1);
    else return;
    event.preventDefault();
  };

  if (!tracks.length)
    return <p className={s.hint}>{t("No tracks on this album yet. Add tracks from their own page.")}</p>;
  return (
    <>
      <ol className={s.trackList} aria-label={t("Track order")}>
        {ids.map((id, index) => {
          const track = byId.get(id);
          if (!track) return null;
          return (
            <li
              key={id}
              id={`album-track-${id}`}
              className={s.trackRow}
              draggable
              aria-label={t(":position. :name", { position: index + 1, name: track.name })}
              data-dragging={dragging === id || undefined}
              data-drop-target={(over === id && dragging !== id) || undefined}
              onKeyDown={(e) => onKey(e, index)}
              onDragStart={(e) => {
                setDragging(id);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", String(id));
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(id);
              }}
              onDragLeave={() => setOver((o) => (o === id ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(ids.indexOf(dragging), index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
            >
              <span className={s.grip} aria-hidden>
                ⋮⋮
              </span>
              <span className={s.trackNumber}>{index + 1}</span>
              <span className={s.trackName}>{track.name}</span>
              <span className={s.trackMeta}>{track.duration_ms ? formatLength(track.duration_ms) : ""}</span>
              <span>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t("Move up")}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                >
                  <ArrowUpIcon size={14} />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t("Move down")}
                  isDisabled={index === ids.length - 1}
                  onPress={() => move(index, index + 1)}
                >
                  <ArrowDownIcon size={14} />
                </IconButton>
              </span>
            </li>
          );
        })}
      </ol>
      <span
        aria-live="polite"
        style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
      >
        {announce}
      </span>
    </>
  );
}
