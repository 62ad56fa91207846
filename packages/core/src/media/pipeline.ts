import { createHash } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tracksRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { storageFor } from "../storage/driver.ts";
import { analyseAudio } from "./analyse.ts";
import { storeCover } from "./artwork.ts";
import { type LinkCache, linkTrack, type TrackMedia, titleFromFileName } from "./catalogue-link.ts";
import { releaseAudio } from "./release-audio.ts";
import { type AudioTags, readTags } from "./tags.ts";
import { MediaToolError } from "./tools.ts";
import { keyOfTrackPath, trackPathOf } from "./track-path.ts";

export { keyOfTrackPath, trackPathOf };

/** What a job handler gets besides its payload. */
export interface JobContext {
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
  /** Per ffmpeg run; a crafted file must fail, never hang the worker. */
  timeoutMs: number;
}

/** The audio facts of one stored file: what a new track is made of, or what replaces a track's audio. */
async function processFile(
  services: CoreServices,
  sourceKey: string,
  ctx: JobContext,
  work: string,
  path: string,
): Promise<{ tags: AudioTags; media: TrackMedia }> {
  const storage = storageFor(services);
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
  let audio = { path: trackPathOf(sourceKey), mime: tags.format.mime, size };
  let original: { path: string; mime: string; size: number } | null = null;
  if (rendition) {
    const key = `audio/${createHash("sha256").update(sourceKey).digest("hex").slice(0, 32)}.mp3`;
    await storage.putFile(key, rendition, { mime: "audio/mpeg" });
    original = audio;
    audio = { path: trackPathOf(key), mime: "audio/mpeg", size: Bun.file(rendition).size };
  }
  return {
    tags,
    media: {
      audioPath: audio.path,
      audioMime: audio.mime,
      audioSize: audio.size,
      original,
      loudnessLufs: analysis.loudnessLufs,
      truePeakDb: analysis.truePeakDb,
      waveform: analysis.waveform,
      coverUrl,
    },
  };
}

async function withWorkDir<T>(prefix: string, run: (work: string) => Promise<T>): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await run(work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The full pipeline for one uploaded file already in storage: tags, duration and bitrate,
 * loudness and waveform, a stream rendition for lossless files (the original stays for
 * download), the cover in the sizes pages use, then artist, album and track in the
 * catalogue. The track is created last, in one transaction, so it exists (and is visible)
 * only once everything else has worked. With `artistId` (an artist's own upload) the track is
 * credited to that artist and starts as a private draft.
 */
export async function ingestUpload(
  services: CoreServices,
  input: {
    sourceKey: string;
    ownerId: number | null;
    fileName?: string;
    lyricsSynced?: string | null;
    artistId?: number | null;
  },
  ctx: JobContext,
  cache?: LinkCache,
): Promise<number> {
  return withWorkDir("backbeat-ingest-", (work) =>
    storageFor(services).withLocalCopy(input.sourceKey, async (path) => {
      const { tags, media } = await processFile(services, input.sourceKey, ctx, work, path);
      return linkTrack(services.db, { ...tags, lyricsSynced: tags.lyricsSynced ?? input.lyricsSynced ?? null }, media, {
        ownerId: input.ownerId,
        fallbackTitle: titleFromFileName(input.fileName ?? input.sourceKey),
        cache,
        artistId: input.artistId ?? null,
      });
    }),
  );
}

/**
 * A new file becomes an existing track's audio: duration, bitrate, loudness, waveform and
 * rendition are measured again, everything the artist wrote (title, credits, lyrics) stays.
 * The old file's bytes go once the track plays from the new one.
 */
export async function replaceTrackAudio(
  services: CoreServices,
  input: { trackId: number; sourceKey: string },
  ctx: JobContext,
): Promise<number> {
  const before = await tracksRepo.findTrackMedia(services.db, input.trackId);
  if (!before) throw new MediaToolError("The track no longer exists.");
  await withWorkDir("backbeat-replace-", (work) =>
    storageFor(services).withLocalCopy(input.sourceKey, async (path) => {
      const { tags, media } = await processFile(services, input.sourceKey, ctx, work, path);
      await tracksRepo.updateTrackMedia(services.db, input.trackId, {
        duration_ms: tags.durationMs,
        bitrate: tags.bitrate,
        loudness_lufs: media.loudnessLufs ?? null,
        true_peak_db: media.truePeakDb ?? null,
        waveform: media.waveform ?? null,
        audio_path: media.audioPath,
        audio_size: media.audioSize,
        audio_mime: media.audioMime,
        original_path: media.original?.path ?? null,
        original_mime: media.original?.mime ?? null,
        original_size: media.original?.size ?? null,
      });
    }),
  );
  await releaseAudio(services, [before.audio_path, before.original_path]);
  return input.trackId;
}

/**
 * The heavy half for a track the library import created from tags alone: loudness, waveform
 * and, for a lossless file still served as is, the mp3 stream rendition.
 */
export async function analyseTrack(services: CoreServices, trackId: number, ctx: JobContext): Promise<void> {
  const track = await tracksRepo.findTrackMedia(services.db, trackId);
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
      const update: tracksRepo.TrackMediaUpdate = {
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
      await tracksRepo.updateTrackMedia(services.db, trackId, update);
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
