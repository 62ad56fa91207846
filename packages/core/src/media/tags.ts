import { parseFile } from "music-metadata";
import { type AudioFormat, detectFormat } from "./formats.ts";
import { MediaToolError } from "./tools.ts";

/** What a file's tags and container say, cleaned up and bounded. */
export interface AudioTags {
  format: AudioFormat;
  title: string | null;
  artists: string[];
  album: string | null;
  albumArtist: string | null;
  trackNo: number | null;
  discNo: number | null;
  year: number | null;
  genres: string[];
  compilation: boolean;
  lyrics: string | null;
  /** LRC text (`[mm:ss.xx] line`), from synchronised lyrics tags. */
  lyricsSynced: string | null;
  cover: { data: Uint8Array; mime: string } | null;
  durationMs: number;
  bitrate: number | null;
  musicbrainz: { track: string | null; album: string | null; artist: string | null };
}

/** Limits on tag values: a crafted file may carry megabytes of "title". */
const MAX_NAME = 255;
const MAX_LYRICS = 64 * 1024;
const MAX_LIST = 20;
/** Embedded covers larger than this are ignored, not decoded. */
export const MAX_COVER_BYTES = 16 * 1024 * 1024;

export function cleanName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_NAME);
  return cleaned || null;
}

function cleanText(value: string | undefined | null, max: number): string | null {
  if (!value) return null;
  // Keep line breaks (lyrics), drop other control characters.
  const cleaned = value
    .replace(/\r\n?/g, "\n")
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === "\n" ? c : ""))
    .trim()
    .slice(0, max);
  return cleaned || null;
}

function positive(n: number | null | undefined, max: number): number | null {
  return typeof n === "number" && Number.isInteger(n) && n > 0 && n <= max ? n : null;
}

function lrcTime(ms: number): string {
  const m = Math.floor(ms / 60000);
  const s = (ms % 60000) / 1000;
  return `${String(m).padStart(2, "0")}:${s.toFixed(2).padStart(5, "0")}`;
}

function uniqueNames(values: (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    // Some taggers join several artists into one frame.
    for (const part of (v ?? "").split(/\s*;\s*|\s*\/\s*|\0/)) {
      const name = cleanName(part);
      if (name && !out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
    }
  }
  return out.slice(0, MAX_LIST);
}

/**
 * Reads tags and format with music-metadata. Anything that is not one of the accepted audio
 * formats (an image renamed .mp3, a truncated header, an empty file) is a MediaToolError
 * carrying the reason shown to the uploader.
 */
export async function readTags(path: string): Promise<AudioTags> {
  const size = Bun.file(path).size;
  if (size === 0) throw new MediaToolError("The file is empty.");
  let meta: Awaited<ReturnType<typeof parseFile>>;
  try {
    meta = await withinTime(parseFile(path, { duration: false }));
    // Raw AAC (ADTS) and some VBR files only know their length once read through.
    if (!meta.format.duration) meta = await withinTime(parseFile(path, { duration: true }));
  } catch (error) {
    if (error instanceof MediaToolError) throw error;
    throw new MediaToolError(`Not a readable audio file (${String((error as Error).message ?? error).slice(0, 120)}).`);
  }
  const format = detectFormat(meta.format.container, meta.format.codec);
  if (!format) throw new MediaToolError("Not a supported audio format (mp3, flac, m4a/aac, ogg/opus or wav).");
  const duration = meta.format.duration ?? 0;
  if (!(duration > 0)) throw new MediaToolError("The file has no audio (duration 0).");
  const c = meta.common;
  const synced = c.lyrics?.find((l) => l.syncText?.length);
  const plain = c.lyrics?.find((l) => l.text)?.text;
  const picture = c.picture?.find((p) => p.type?.toLowerCase().includes("front")) ?? c.picture?.[0];
  return {
    format,
    title: cleanName(c.title),
    artists: uniqueNames(c.artists?.length ? c.artists : [c.artist]),
    album: cleanName(c.album),
    albumArtist: cleanName(c.albumartist),
    trackNo: positive(c.track?.no, 9999),
    discNo: positive(c.disk?.no, 999),
    year: positive(c.year, 9999),
    genres: uniqueNames(c.genre ?? []).slice(0, 10),
    compilation: c.compilation === true,
    lyrics: cleanText(plain, MAX_LYRICS),
    lyricsSynced: synced
      ? cleanText(
          synced.syncText
            .filter((l) => typeof l.timestamp === "number")
            .map((l) => `[${lrcTime(l.timestamp as number)}]${l.text}`)
            .join("\n"),
          MAX_LYRICS,
        )
      : null,
    cover:
      picture && picture.data.byteLength <= MAX_COVER_BYTES
        ? { data: picture.data, mime: picture.format.toLowerCase() }
        : null,
    durationMs: Math.round(duration * 1000),
    bitrate: meta.format.bitrate ? Math.round(meta.format.bitrate) : null,
    musicbrainz: {
      track: cleanName(c.musicbrainz_recordingid ?? c.musicbrainz_trackid),
      album: cleanName(c.musicbrainz_albumid),
      artist: cleanName(c.musicbrainz_artistid?.[0]),
    },
  };
}

/** Tag parsing runs in-process: a crafted file must not hold a worker for ever. */
const PARSE_TIMEOUT_MS = 60_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MediaToolError("Reading the tags took too long.")), PARSE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A `.lrc` sidecar's synchronised lyrics, or null when it holds no timed line. */
export function parseLrc(text: string): string | null {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((l) => /^\s*\[\d{1,3}:\d{2}(?:[.:]\d{1,3})?\]/.test(l));
  return lines.length ? cleanText(lines.join("\n"), MAX_LYRICS) : null;
}
