import { execFileSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Real audio made with ffmpeg: a sine tone with title/artist tags, long enough for a given size. */
export function makeAudio(
  dir: string,
  name: string,
  options: { seconds: number; title: string; artist: string; bitrate?: string; codec?: "mp3" | "wav" },
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  const codec = options.codec ?? "mp3";
  execFileSync(
    "ffmpeg",
    [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${300 + Math.round(Math.random() * 400)}:duration=${options.seconds}`,
      "-ac",
      "2",
      ...(codec === "mp3" ? ["-c:a", "libmp3lame", "-b:a", options.bitrate ?? "128k"] : ["-c:a", "pcm_s16le"]),
      "-metadata",
      `title=${options.title}`,
      "-metadata",
      `artist=${options.artist}`,
      "-metadata",
      `album=${options.artist} Sessions`,
      file,
    ],
    { stdio: "pipe" },
  );
  return file;
}

export function sizeOf(path: string): number {
  return statSync(path).size;
}
