import { IconButton } from "@backbeat/ui/IconButton";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { PauseGlyph, PlayGlyph } from "../player/icons.tsx";
import { togglePlay, usePlayer } from "../player/store.ts";
import * as s from "./catalogue.css.ts";

/** The big play button: plays the collection, or pauses/resumes it when it is already playing. */
export function BigPlay({
  contextType,
  contextId,
  onPlay,
  label,
}: {
  contextType: string;
  contextId: number | string;
  onPlay: () => void;
  label: string;
}) {
  const active = usePlayer((st) => st.context?.type === contextType && String(st.context?.id) === String(contextId));
  const playing = usePlayer((st) => st.playing);
  const showPause = active && playing;
  return (
    <IconButton
      unstyled
      className={s.bigPlay}
      aria-label={showPause ? t("Pause") : label}
      onPress={() => (active ? togglePlay() : onPlay())}
      data-testid="big-play"
    >
      {showPause ? <PauseGlyph /> : <PlayGlyph />}
    </IconButton>
  );
}

export function ActionBar({ children }: { children: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}
