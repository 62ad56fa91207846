import { Avatar } from "@backbeat/ui/Avatar";
import { useState } from "react";
import { t } from "@/global/i18n.ts";
import { formatTime } from "../player/format.ts";
import * as s from "./comments.css.ts";
import type { TrackComment } from "./use-comments.ts";

/**
 * Commenters' avatars along a waveform at their moments: hovering or focusing one shows the
 * comment, pressing it seeks there.
 */
export function CommentMarkers({
  comments,
  duration,
  onSeek,
  small,
}: {
  comments: TrackComment[];
  /** Seconds. */
  duration: number;
  onSeek: (seconds: number) => void;
  small?: boolean;
}) {
  const [shown, setShown] = useState<number | null>(null);
  if (duration <= 0 || comments.length === 0) return null;
  const size = small ? 16 : 22;
  return (
    <div className={s.markers} data-testid="comment-markers">
      {comments.map((c) => {
        const left = `${Math.min(100, Math.max(0, (c.position / duration) * 100))}%`;
        return (
          <span key={c.id}>
            <button
              type="button"
              className={small ? `${s.marker} ${s.markerSmall}` : s.marker}
              style={{ left }}
              aria-label={t(":name at :time: :comment", {
                name: c.user.name,
                time: formatTime(c.position),
                comment: c.content,
              })}
              data-testid="comment-marker"
              onPointerEnter={() => setShown(c.id)}
              onPointerLeave={() => setShown((v) => (v === c.id ? null : v))}
              onFocus={() => setShown(c.id)}
              onBlur={() => setShown((v) => (v === c.id ? null : v))}
              onClick={() => onSeek(c.position)}
            >
              <Avatar name={c.user.name} src={c.user.image} size={size} decorative />
            </button>
            {shown === c.id ? (
              <span className={s.card} style={{ left }} role="tooltip" data-testid="comment-card">
                <span className={s.cardHead}>
                  {c.user.name}
                  <span className={s.time}>{formatTime(c.position)}</span>
                </span>
                <span>{c.content}</span>
              </span>
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
