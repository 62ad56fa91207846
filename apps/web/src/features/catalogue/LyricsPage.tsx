import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { Lyrics } from "../player/FullscreenPlayer.tsx";
import { currentTrack, usePlayer } from "../player/store.ts";
import * as s from "./catalogue.css.ts";

/** /lyrics: the lyrics of what is playing, following the music when they are synced. */
export function LyricsPage() {
  const track = usePlayer(currentTrack);
  if (!track)
    return (
      <div style={{ padding: "80px 0", textAlign: "center" }}>
        <h1>{t("Lyrics")}</h1>
        <p className={s.muted}>{t("Play a song to see its lyrics here.")}</p>
      </div>
    );
  return (
    <div data-testid="lyrics-page" style={{ display: "grid", gap: 8, maxWidth: 820 }}>
      <h1 style={{ margin: "20px 0 0", fontSize: 36, fontWeight: 900 }}>{track.name}</h1>
      <p className={s.muted} style={{ margin: 0 }}>
        <Link to={links.track(track)} style={{ color: "inherit" }}>
          {track.artists.map((a) => a.name).join(", ")}
        </Link>
      </p>
      <div style={{ height: "60vh", display: "grid" }}>
        <Lyrics trackId={track.id} />
      </div>
    </div>
  );
}

export { LyricsPage as Component };
