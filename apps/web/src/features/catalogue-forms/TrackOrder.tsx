import { ArrowDownIcon, ArrowUpIcon, IconButton, LiveRegion } from "@backbeat/ui";
import { useState } from "react";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";
import { reordered, useReorderRows } from "@/global/reorder-rows.ts";
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
  const [announce, setAnnounce] = useState("");

  const move = (from: number, to: number) => {
    const change = reordered(ids, from, to);
    if (!change) return;
    const { next, moved: id } = change;
    field.onChange(next);
    setAnnounce(t(":name moved to position :position", { name: byId.get(id)?.name ?? "", position: to + 1 }));
    // Keep focus on the moved row.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#album-track-${id} button:not([disabled])`)?.focus(),
    );
  };
  const dragRow = useReorderRows(move);

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
              aria-label={t(":position. :name", { position: index + 1, name: track.name })}
              {...dragRow(index, String(id))}
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
      <LiveRegion>{announce}</LiveRegion>
    </>
  );
}
