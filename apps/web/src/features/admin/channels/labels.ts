import type { ChannelContentKind } from "@backbeat/core/schemas";
import { t } from "@/global/i18n.ts";

/** Where operators read how channels work (docs/spec/2-product-areas.md §2: an external support site). */
export const CHANNELS_DOCS_URL = "https://support.backbeat.app/articles/channels";

export const contentTypeLabels: Record<ChannelContentKind, string> = {
  track: t("Tracks"),
  album: t("Albums"),
  artist: t("Artists"),
  playlist: t("Playlists"),
  genre: t("Genres"),
  channel: t("Channels"),
  user: t("Users"),
};

/** Content types the player can show (user lists have no card yet). */
export const editableContentTypes: ChannelContentKind[] = ["track", "album", "artist", "playlist", "genre", "channel"];

export const layoutLabels = { grid: t("Grid"), carousel: t("Carousel"), list: t("List") } as const;
