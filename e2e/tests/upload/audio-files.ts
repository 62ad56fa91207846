import { execFileSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** ffmpeg's encoder arguments for an mp3 at `bitrate`. */
export const mp3Encoding = (bitrate = "128k") => ["-c:a", "libmp3lame", "-b:a", bitrate];

/** A stereo sine tone written by ffmpeg to `file`: `filter` is an `-af` chain, `tags` its metadata. */
export function writeTone(
  file: string,
  tone: { frequency: number; seconds: number; filter?: string; encoding: string[]; tags: Record<string, string> },
): void {
  execFileSync(
    "ffmpeg",
    [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${tone.frequency}:duration=${tone.seconds}`,
      ...(tone.filter ? ["-af", tone.filter] : []),
      "-ac",
      "2",
      ...tone.encoding,
      ...Object.entries(tone.tags).flatMap(([name, value]) => ["-metadata", `${name}=${value}`]),
      file,
    ],
    { stdio: "pipe" },
  );
}

/** Real audio made with ffmpeg: a sine tone with title/artist tags, long enough for a given size. */
export function makeAudio(
  dir: string,
  name: string,
  options: { seconds: number; title: string; artist: string; bitrate?: string; codec?: "mp3" | "wav" },
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeTone(file, {
    frequency: 300 + Math.round(Math.random() * 400),
    seconds: options.seconds,
    encoding: (options.codec ?? "mp3") === "mp3" ? mp3Encoding(options.bitrate) : ["-c:a", "pcm_s16le"],
    tags: { title: options.title, artist: options.artist, album: `${options.artist} Sessions` },
  });
  return file;
}

export function sizeOf(path: string): number {
  return statSync(path).size;
}
