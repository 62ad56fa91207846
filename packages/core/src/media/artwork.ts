import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StorageDriver } from "../storage/types.ts";
import { MediaToolError, runTool } from "./tools.ts";

/** Square JPEG sizes made once per cover: list rows and cards (2x of ≤100 px) and page headers. */
export const COVER_SIZES = [200, 500] as const;
/**
 * A cover is probed before it is decoded: a small file can declare a huge picture (a
 * decompression bomb) that would take gigabytes to decode. 25 megapixels is a 5000×5000 scan.
 */
export const MAX_COVER_PIXELS = 25_000_000;
const MAX_COVER_SIDE = 10_000;

/** The URL a stored cover is served at (api `GET api/v1/covers/{file}`). */
export function coverUrl(file: string): string {
  return `/api/v1/covers/${file}`;
}

export function coverKey(file: string): string {
  return `artwork/${file}`;
}

/**
 * Resizes an embedded cover to COVER_SIZES and stores them under `artwork/<hash>-<size>.jpg`
 * (named by content, so an album's tracks share one set). Returns the largest size's URL.
 */
export async function storeCover(
  storage: StorageDriver,
  cover: { data: Uint8Array },
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<string> {
  const hash = createHash("sha256").update(cover.data).digest("hex").slice(0, 24);
  const largest = `${hash}-${COVER_SIZES[COVER_SIZES.length - 1]}.jpg`;
  if (await storage.stat(coverKey(largest))) return coverUrl(largest);
  const dir = await mkdtemp(join(tmpdir(), "backbeat-cover-"));
  try {
    const input = join(dir, "in");
    await Bun.write(input, cover.data);
    const probe = await runTool(
      "ffprobe",
      ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", input],
      { timeoutMs: 10_000, signal: options.signal },
    ).catch(() => {
      throw new MediaToolError("The embedded cover is not a readable image.");
    });
    const [w, h] = new TextDecoder().decode(probe.stdout).trim().split(",").map(Number);
    if (!w || !h || !Number.isFinite(w) || !Number.isFinite(h))
      throw new MediaToolError("The embedded cover is not a readable image.");
    if (w > MAX_COVER_SIDE || h > MAX_COVER_SIDE || w * h > MAX_COVER_PIXELS)
      throw new MediaToolError(`The embedded cover is too large (${w}×${h} pixels).`);
    const outputs = COVER_SIZES.map((size) => join(dir, `${size}.jpg`));
    const split = COVER_SIZES.map((_, i) => `[s${i}]`).join("");
    const scales = COVER_SIZES.map(
      (size, i) =>
        `[s${i}]scale=${size}:${size}:force_original_aspect_ratio=increase,crop=${size}:${size},format=yuvj420p[o${i}]`,
    ).join(";");
    await runTool(
      "ffmpeg",
      [
        "-v",
        "error",
        "-i",
        input,
        "-filter_complex",
        `[0:v:0]split=${COVER_SIZES.length}${split};${scales}`,
        ...COVER_SIZES.flatMap((_, i) => [
          "-map",
          `[o${i}]`,
          "-frames:v",
          "1",
          "-q:v",
          "3",
          "-y",
          outputs[i] as string,
        ]),
      ],
      options,
    );
    for (const [i, size] of COVER_SIZES.entries())
      await storage.put(coverKey(`${hash}-${size}.jpg`), await readFile(outputs[i] as string), { mime: "image/jpeg" });
    return coverUrl(largest);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const COVER_FILE = /^[0-9a-f]{24}-(\d{2,4})\.jpg$/;

/** A stored cover by its public file name; null for any other name (never a free-form key). */
export async function readCover(
  storage: StorageDriver,
  file: string,
): Promise<{ body: ReadableStream<Uint8Array> | Blob; size: number } | null> {
  const match = COVER_FILE.exec(file);
  if (!match || !COVER_SIZES.some((s) => String(s) === match[1])) return null;
  const info = await storage.stat(coverKey(file));
  if (!info) return null;
  return { body: await storage.read(coverKey(file)), size: info.size };
}
