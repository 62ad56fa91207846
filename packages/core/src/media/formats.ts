/** The audio formats the pipeline accepts, and which of them a browser plays as they are. */
export interface AudioFormat {
  ext: string;
  mime: string;
  /** Browsers play it directly; otherwise it gets an mp3 stream rendition. */
  streamable: boolean;
  lossless: boolean;
}

const formats: AudioFormat[] = [
  { ext: "mp3", mime: "audio/mpeg", streamable: true, lossless: false },
  { ext: "m4a", mime: "audio/mp4", streamable: true, lossless: false },
  { ext: "ogg", mime: "audio/ogg", streamable: true, lossless: false },
  { ext: "opus", mime: "audio/ogg", streamable: true, lossless: false },
  { ext: "aac", mime: "audio/aac", streamable: true, lossless: false },
  { ext: "flac", mime: "audio/flac", streamable: false, lossless: true },
  { ext: "wav", mime: "audio/wav", streamable: false, lossless: true },
];

/** Extensions the library import picks up. */
export const audioExtensions = new Set(["mp3", "flac", "m4a", "aac", "mp4", "ogg", "oga", "opus", "wav"]);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * The format from what the parser found in the bytes (never from the name alone: a PNG named
 * .mp3 must not pass). `container` and `codec` are music-metadata's format fields.
 */
export function detectFormat(container: string | undefined, codec: string | undefined): AudioFormat | null {
  const c = (container ?? "").toLowerCase();
  const k = (codec ?? "").toLowerCase();
  const pick = (ext: string) => formats.find((f) => f.ext === ext) ?? null;
  if (c === "mpeg" || k.startsWith("mpeg 1 layer 3") || k.startsWith("mpeg 2 layer 3")) return pick("mp3");
  if (c === "flac") return pick("flac");
  if (c === "wave" || c === "wav") return pick("wav");
  if (c === "ogg") return pick(k.includes("opus") ? "opus" : "ogg");
  if (c.startsWith("adts")) return pick("aac");
  if (/^(m4a|mp4|isom|mp42|m4b)/.test(c) || k.startsWith("mpeg-4")) return pick("m4a");
  return null;
}
