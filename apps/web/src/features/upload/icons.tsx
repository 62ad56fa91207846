import { createIcon } from "@backbeat/ui";
import type { ReactNode } from "react";

/** Upload glyphs (24 px grid, stroked). */
function make(name: string, paths: ReactNode) {
  return createIcon(name, paths, { strokeWidth: 2, size: "1.2em" });
}

export const RetryGlyph = make(
  "retry",
  <>
    <path d="M20 11a8 8 0 10-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const StopGlyph = make("stop", <path d="M6 6l12 12M18 6L6 18" />);
export const AudioFileGlyph = make(
  "audio-file",
  <>
    <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
    <path d="M14 3v5h5" />
    <circle cx="10.5" cy="16" r="1.8" />
    <path d="M12.3 16v-5l2.7 1" />
  </>,
);
export const UploadingGlyph = make(
  "uploading",
  <>
    <path d="M12 16V4M6 10l6-6 6 6" />
    <path d="M4 20h16" />
  </>,
);
