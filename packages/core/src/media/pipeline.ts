import { createHash } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogueRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { storageFor } from "../storage/driver.ts";
import { analyseAudio } from "./analyse.ts";
import { storeCover } from "./artwork.ts";
import { type LinkCache, linkTrack, titleFromFileName } from "./catalogue-link.ts";
import { readTags } from "./tags.ts";
import { MediaToolError } from "./tools.ts";

/** What a job handler gets besides its payload. */
export interface JobContext {
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
  /** Per ffmpeg run; a crafted file must fail, never hang the worker. */
  timeoutMs: number;
}

/** `tracks.audio_path` holds the storage key under `media/`, as the stream endpoint resolves it. */
export function trackPathOf(key: string): string {
  return `media/${key}`;
}

export function keyOfTrackPath(path: string): string | null {
  return path.startsWith("media/") ? path.slice("media/".length) : null;
}

/**
 * The full pipeline for one uploaded file already in storage: tags, duration and bitrate,
 * loudness and waveform, a stream rendition for lossless files (the original stays for
 * download), the cover in the sizes pages use, then artist, album and track in the
 * catalogue. The track is created last, in one transaction, so it exists (and is visible)
 * only once everything else has worked.
 */
export async function ingestUpload(
  services: CoreServices,
  input: { sourceKey: string; ownerId: number | null; fileName?: string; lyricsSynced?: string | null },
  ctx: JobContext,
  cache?: LinkCache,
): Promise<number> {
  const storage = storageFor(services);
  const work = await mkdtemp(join(tmpdir(), "backbeat-ingest-"));
  try {
    return await storage.withLocalCopy(input.sourceKey, async (path) => {
      const size = (await stat(path).catch(() => null))?.size;
      if (size === undefined) throw new MediaToolError("The uploaded file is missing.");
      const tags = await readTags(path);
      await ctx.progress(20);
      const rendition = tags.format.streamable ? undefined : join(work, "stream.mp3");
      const analysis = await analyseAudio(path, tags.durationMs, {
        rendition,
        timeoutMs: ctx.timeoutMs,
        signal: ctx.signal,
      });
      await ctx.progress(70);
      let coverUrl: string | null = null;
      if (tags.cover) coverUrl = await storeCover(storage, tags.cover, { timeoutMs: 30_000, signal: ctx.signal });
      await ctx.progress(85);
      let audio = { path: trackPathOf(input.sourceKey), mime: tags.format.mime, size };
      let original: { path: string; mime: string; size: number } | null = null;
      if (rendition) {
        const key = `audio/${createHash("sha256").update(input.sourceKey).digest("hex").slice(0, 32)}.mp3`;
        await storage.putFile(key, rendition, { mime: "audio/mpeg" });
        original = audio;
        audio = { path: trackPathOf(key), mime: "audio/mpeg", size: Bun.file(rendition).size };
      }
      return linkTrack(
        services.db,
        { ...tags, lyricsSynced: tags.lyricsSynced ?? input.lyricsSynced ?? null },
        {
          audioPath: audio.path,
          audioMime: audio.mime,
          audioSize: audio.size,
          original,
          loudnessLufs: analysis.loudnessLufs,
          truePeakDb: analysis.truePeakDb,
          waveform: analysis.waveform,
          coverUrl,
        },
        { ownerId: input.ownerId, fallbackTitle: titleFromFileName(input.fileName ?? input.sourceKey), cache },
      );
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The heavy half for a track the library import created from tags alone: loudness, waveform
 * and, for a lossless file still served as is, the mp3 stream rendition.
 */
export async function analyseTrack(services: CoreServices, trackId: number, ctx: JobContext): Promise<void> {
  const track = await catalogueRepo.findTrackMedia(services.db, trackId);
  if (!track) throw new MediaToolError("The track no longer exists.");
  const key = track.audio_path ? keyOfTrackPath(track.audio_path) : null;
  if (!key) throw new MediaToolError("The track has no stored audio.");
  const storage = storageFor(services);
  const work = await mkdtemp(join(tmpdir(), "backbeat-analyse-"));
  try {
    await storage.withLocalCopy(key, async (path) => {
      const lossless = track.audio_mime === "audio/flac" || track.audio_mime === "audio/wav";
      const rendition = lossless && !track.original_path ? join(work, "stream.mp3") : undefined;
      const analysis = await analyseAudio(path, track.duration_ms, {
        rendition,
        timeoutMs: ctx.timeoutMs,
        signal: ctx.signal,
      });
      await ctx.progress(80);
      const update: catalogueRepo.TrackMediaUpdate = {
        loudness_lufs: analysis.loudnessLufs,
        true_peak_db: analysis.truePeakDb,
        waveform: analysis.waveform,
      };
      if (rendition) {
        const streamKey = `audio/${createHash("sha256").update(key).digest("hex").slice(0, 32)}.mp3`;
        await storage.putFile(streamKey, rendition, { mime: "audio/mpeg" });
        Object.assign(update, {
          original_path: track.audio_path,
          original_mime: track.audio_mime,
          original_size: (await storage.stat(key))?.size ?? null,
          audio_path: trackPathOf(streamKey),
          audio_mime: "audio/mpeg",
          audio_size: Bun.file(rendition).size,
        });
      }
      await catalogueRepo.updateTrackMedia(services.db, trackId, update);
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
