import { Avatar } from "@backbeat/ui/Avatar";
import { useEffect, useRef, useState } from "react";
import { t } from "@/global/i18n.ts";
import { usePlayer } from "../player/store.ts";
import * as s from "./comments.css.ts";
import { type TrackComment, useTrackComments } from "./use-comments.ts";

/** How long a surfaced comment stays (its fade runs as long). */
const SHOWN_MS = 4000;

/**
 * While a track plays, the comment at the playhead surfaces for a moment above the player bar
 * (off in the player's settings: "Show comments while playing"). A seek surfaces nothing it
 * jumped over.
 */
export function PlayheadComment() {
  const enabled = usePlayer((st) => st.liveComments);
  const trackId = usePlayer((st) => (st.playing ? (st.queue[st.index]?.track.id ?? null) : null));
  const second = usePlayer((st) => Math.floor(st.time));
  const { data } = useTrackComments(enabled ? trackId : null);
  const [shown, setShown] = useState<TrackComment | null>(null);
  const last = useRef<{ track: number | null; second: number }>({ track: null, second: -1 });

  useEffect(() => {
    const prev = last.current;
    last.current = { track: trackId, second };
    // Only a playhead moving forward by about a second passes comments; a jump passes none.
    if (!data || prev.track !== trackId || second <= prev.second || second - prev.second > 2) return;
    const hit = data.items.find((c) => c.position >= prev.second + 1 && c.position < second + 1);
    if (hit) setShown(hit);
  }, [trackId, second, data]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown || !enabled) return null;
  return (
    <div key={shown.id} className={s.playhead} role="status" data-testid="playhead-comment">
      <Avatar name={shown.user.name} src={shown.user.image} size={28} decorative />
      <div>
        <strong>{shown.user.name}</strong> <span className={s.time}>{t("commented")}</span>
        <div>{shown.content}</div>
      </div>
    </div>
  );
}
