import { createIcon } from "@backbeat/ui";
import type { ReactNode } from "react";

/** Player glyphs (24 px grid): filled unless drawn as strokes. */
function make(name: string, paths: ReactNode, filled = true) {
  return createIcon(name, paths, { filled, strokeWidth: 1.9 });
}

export const PlayGlyph = make(
  "play",
  <path d="M8 5.14v13.72a1 1 0 001.52.85l10.8-6.86a1 1 0 000-1.7L9.52 4.29A1 1 0 008 5.14z" />,
);
export const PauseGlyph = make(
  "pause",
  <>
    <rect x="6" y="4.5" width="4" height="15" rx="1.2" />
    <rect x="14" y="4.5" width="4" height="15" rx="1.2" />
  </>,
);
export const NextGlyph = make(
  "next",
  <>
    <path d="M5 5.5v13a1 1 0 001.54.84l9.6-6.5a1 1 0 000-1.68l-9.6-6.5A1 1 0 005 5.5z" />
    <rect x="17" y="4.5" width="2.6" height="15" rx="1.1" />
  </>,
);
export const PrevGlyph = make(
  "previous",
  <>
    <path d="M19 5.5v13a1 1 0 01-1.54.84l-9.6-6.5a1 1 0 010-1.68l9.6-6.5A1 1 0 0119 5.5z" />
    <rect x="4.4" y="4.5" width="2.6" height="15" rx="1.1" />
  </>,
);
export const ShuffleGlyph = make(
  "shuffle",
  <path d="M16 3.5h4.5V8M4 18.5l16.5-15M20.5 16v4.5H16M15 15l5.5 5.5M4 5.5l5 5" />,
  false,
);
export const RepeatGlyph = make(
  "repeat",
  <>
    <path d="M17 2.5l3 3-3 3" />
    <path d="M4 11.5v-2a4 4 0 014-4h12" />
    <path d="M7 21.5l-3-3 3-3" />
    <path d="M20 12.5v2a4 4 0 01-4 4H4" />
  </>,
  false,
);
export const RepeatOneGlyph = make(
  "repeat-one",
  <>
    <path d="M17 2.5l3 3-3 3" />
    <path d="M4 11.5v-2a4 4 0 014-4h12" />
    <path d="M7 21.5l-3-3 3-3" />
    <path d="M20 12.5v2a4 4 0 01-4 4H4" />
    <path d="M11.5 10.5l1.5-1v5.5" />
  </>,
  false,
);
export const VolumeHighGlyph = make(
  "volume-high",
  <>
    <path d="M4 9.5v5h3.5L12 19V5L7.5 9.5z" fill="currentColor" />
    <path d="M15.5 8.5a5 5 0 010 7M18.5 5.5a9 9 0 010 13" />
  </>,
  false,
);
export const VolumeLowGlyph = make(
  "volume-low",
  <>
    <path d="M4 9.5v5h3.5L12 19V5L7.5 9.5z" fill="currentColor" />
    <path d="M15.5 8.5a5 5 0 010 7" />
  </>,
  false,
);
export const VolumeMuteGlyph = make(
  "volume-mute",
  <>
    <path d="M4 9.5v5h3.5L12 19V5L7.5 9.5z" fill="currentColor" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </>,
  false,
);
/** Bars of one height between two guides: tracks brought to one loudness. */
export const LevellingGlyph = make("levelling", <path d="M3.5 4.5h17M3.5 19.5h17M7 9v6M12 8v8M17 9v6" />, false);
export const QueueGlyph = make(
  "queue",
  <>
    <path d="M4 6h12M4 11h12M4 16h7" />
    <path d="M15 14.5v6l5-3z" fill="currentColor" />
  </>,
  false,
);
export const HeartGlyph = make(
  "heart",
  <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.9 4 7.3 4c2 0 3.6 1.1 4.7 2.8C13.1 5.1 14.7 4 16.7 4c3.4 0 5.7 3.3 4.5 6.7C19.5 15.4 12 20 12 20z" />,
  false,
);
export const HeartFilledGlyph = make(
  "heart-filled",
  <path d="M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.9 4 7.3 4c2 0 3.6 1.1 4.7 2.8C13.1 5.1 14.7 4 16.7 4c3.4 0 5.7 3.3 4.5 6.7C19.5 15.4 12 20 12 20z" />,
);
export const LyricsGlyph = make(
  "lyrics",
  <>
    <rect x="9" y="2.5" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0013 0M12 17.5v4" />
  </>,
  false,
);
export const ExpandGlyph = make("expand", <path d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5" />, false);
export const CollapseGlyph = make("collapse", <path d="M6 9l6 6 6-6" />, false);
export const RadioGlyph = make(
  "radio",
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M8.2 15.8a5.4 5.4 0 010-7.6M15.8 8.2a5.4 5.4 0 010 7.6M5.4 18.6a9.3 9.3 0 010-13.2M18.6 5.4a9.3 9.3 0 010 13.2" />
  </>,
  false,
);
export const MoreGlyph = make(
  "more",
  <>
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </>,
);
export const PlusGlyph = make("plus", <path d="M12 5v14M5 12h14" />, false);
export const SmartGlyph = make(
  "smart",
  <>
    <path d="M4 6h10M4 12h7M4 18h5" />
    <path d="M17.5 10.5l1 2.2 2.2 1-2.2 1-1 2.3-1-2.3-2.2-1 2.2-1z" />
  </>,
  false,
);
export const VerifiedGlyph = make(
  "verified",
  <path d="M12 1.8l2.5 1.9 3.1-.2 1 3 2.6 1.8-.9 3 .9 3-2.6 1.8-1 3-3.1-.2L12 22.2l-2.5-1.9-3.1.2-1-3-2.6-1.8.9-3-.9-3 2.6-1.8 1-3 3.1.2zm-1.3 13.7l5.6-5.6-1.3-1.3-4.3 4.3-2-2-1.3 1.3z" />,
);
export const ClockGlyph = make(
  "clock",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
  false,
);
export const GripGlyph = make(
  "grip",
  <>
    <circle cx="9" cy="6" r="1.5" />
    <circle cx="15" cy="6" r="1.5" />
    <circle cx="9" cy="12" r="1.5" />
    <circle cx="15" cy="12" r="1.5" />
    <circle cx="9" cy="18" r="1.5" />
    <circle cx="15" cy="18" r="1.5" />
  </>,
);
export const DownloadGlyph = make("download", <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />, false);
export const ShareGlyph = make(
  "share",
  <>
    <path d="M12 15V3.5M7.5 8L12 3.5 16.5 8" />
    <path d="M5 12v7a1.5 1.5 0 001.5 1.5h11A1.5 1.5 0 0019 19v-7" />
  </>,
  false,
);
export const SearchGlyph = make(
  "search",
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
  false,
);
export const HomeGlyph = make(
  "home",
  <path d="M4 10.5L12 4l8 6.5V19a1 1 0 01-1 1h-4.5v-6h-5v6H5a1 1 0 01-1-1z" />,
  false,
);
export const LibraryGlyph = make(
  "library",
  <>
    <path d="M5 4v16M9.5 4v16" />
    <path d="M14 5l5.5 14.5" />
  </>,
  false,
);
export const BackGlyph = make("back", <path d="M15 5l-7 7 7 7" />, false);
export const ForwardGlyph = make("forward", <path d="M9 5l7 7-7 7" />, false);
export const CloseGlyph = make("close", <path d="M6 6l12 12M18 6L6 18" />, false);
export const MusicGlyph = make(
  "music",
  <>
    <circle cx="7" cy="17.5" r="2.5" />
    <circle cx="17" cy="15.5" r="2.5" />
    <path d="M9.5 17.5V6l10-2v11.5" />
  </>,
  false,
);
export const TrashGlyph = make("trash", <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" />, false);
export const EditGlyph = make("edit", <path d="M14.5 5.5l4 4L8 20H4v-4z" />, false);
export const HistoryGlyph = make(
  "history",
  <>
    <path d="M3.5 12a8.5 8.5 0 102.5-6" />
    <path d="M3.5 4v4h4M12 7.5V12l3 2" />
  </>,
  false,
);
export const TagGlyph = make(
  "tag",
  <>
    <path d="M3.5 12.5V4.5a1 1 0 011-1h8l8 8-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
  false,
);
export const UserGlyph = make(
  "user",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.5-4 4.5-5.5 8-5.5s6.5 1.5 8 5.5" />
  </>,
  false,
);
export const AlbumGlyph = make(
  "album",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="2.5" />
  </>,
  false,
);
export const MicGlyph = LyricsGlyph;

export const iconByName: Record<string, ReturnType<typeof make>> = {
  home: HomeGlyph,
  search: SearchGlyph,
  "library-music": LibraryGlyph,
  library: LibraryGlyph,
  upload: ShareGlyph,
  dashboard: AlbumGlyph,
  explore: RadioGlyph,
  radio: RadioGlyph,
  history: HistoryGlyph,
};
