import { createHash } from "node:crypto";
import { mkdir, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { tracksRepo, usersRepo, type Visibility } from "@backbeat/db";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, unauthenticated } from "../errors.ts";
import { runFfmpeg } from "../media/tools.ts";
import type { TrackDownloadInput, TrackStreamInput } from "../plays/schemas.ts";
import { shareAccess } from "../shares/service.ts";
import { storageFor } from "../storage/driver.ts";
import { isSafeKey, resolveMediaPath } from "../storage/keys.ts";
import { LocalStorage } from "../storage/local.ts";
import type { StorageDriver } from "../storage/types.ts";
import { transcodingFor } from "./transcode.ts";

export { TranscodeBusyError, type TranscodeStats, transcodeStats } from "./transcode.ts";
export { resolveMediaPath };

export interface MediaFile {
  path: string;
  size: number;
  mtime: Date;
  etag: string;
  mime: string;
  /** File name offered to the browser on download. */
  fileName: string;
  /**
   * Set when the bytes are not a local file (S3 storage): the body, or a byte range of it
   * (inclusive end). Without it `path` is a local file sent straight from disk.
   */
  read?: (range?: { start: number; end: number }) => Promise<ReadableStream<Uint8Array> | Blob>;
}

const EXT_BY_MIME: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/flac": "flac",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/mp4": "m4a",
};

/** A file name safe for Content-Disposition: no path separators, control characters or quotes. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return cleaned || "track";
}

function etagOf(size: number, mtime: Date, salt = ""): string {
  return `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}${salt}"`;
}

/**
 * A track's `audio_path` as a storage key: paths stored as `media/<key>` (the demo catalogue,
 * library imports) and bare keys (`audio/…`, `uploads/…`) both name an object of the driver.
 */
export function audioStorageKey(stored: string): string {
  return stored.startsWith("media/") ? stored.slice("media/".length) : stored;
}

async function loadTrackFile(
  services: CoreServices,
  viewer: Viewer,
  id: number,
  options: { original?: boolean; visibility?: Visibility } = {},
) {
  // A track the viewer may not open looks missing, as its page does.
  const found = await tracksRepo.findTrackAudio(services.db, options.visibility ?? visibilityOf(viewer), id);
  if (!found) throw notFound("Track not found.");
  // A lossless upload streams as an mp3 rendition; lossless downloads come from the original.
  const track =
    options.original && found.original_path
      ? { ...found, audio_path: found.original_path, audio_mime: found.original_mime }
      : found;
  if (!track.audio_path) throw notFound("This track has no audio.");
  const key = audioStorageKey(track.audio_path);
  if (!isSafeKey(key)) throw notFound("This track has no audio.");
  let storage: StorageDriver = storageFor(services);
  let info = await storage.stat(key);
  // Files written before the site moved to S3 (the demo clips among them) stay on local disk.
  if (!info && storage.kind !== "local") {
    storage = new LocalStorage(services.config.dataDir);
    info = await storage.stat(key);
  }
  if (!info) throw notFound("This track's audio file is missing.");
  const local = storage instanceof LocalStorage ? storage.pathOf(key) : null;
  return { track, key, storage, local, size: info.size, mtime: info.mtime };
}

/** Local files go out by path (sendfile); other drivers' bytes through `read`. */
function bodyOf(file: { key: string; storage: StorageDriver; local: string | null }) {
  return file.local
    ? { path: file.local }
    : { path: file.key, read: (range?: { start: number; end: number }) => file.storage.read(file.key, range) };
}

type TrackFile = Awaited<ReturnType<typeof loadTrackFile>>;

/** The stored audio as it is, named after its artist and title. */
function storedFile(file: TrackFile, etagSalt?: string): MediaFile {
  const { track, size, mtime } = file;
  const mime = track.audio_mime ?? "audio/mpeg";
  const base = safeFileName(track.artist_name ? `${track.artist_name} - ${track.name}` : track.name);
  return {
    ...bodyOf(file),
    size,
    mtime,
    etag: etagOf(size, mtime, etagSalt),
    mime,
    fileName: `${base}.${EXT_BY_MIME[mime] ?? "mp3"}`,
  };
}

/** A track's stream, with what counting its play needs (plays/streams.ts). */
export interface StreamFile extends MediaFile {
  trackId: number;
  durationMs: number;
  playId: string | null;
}

/** The file behind a track's stream URL (`?play=` names the player's stream), for a viewer allowed to hear it. */
export async function trackStreamFile(
  services: CoreServices,
  viewer: Viewer,
  { id, play, ...access }: TrackStreamInput,
): Promise<StreamFile> {
  const shared = await shareAccess(services, viewer, access);
  const file = await loadTrackFile(services, viewer, id, { visibility: shared?.visibility });
  return {
    ...storedFile(file),
    trackId: file.track.id,
    durationMs: file.track.duration_ms,
    playId: play ?? null,
  };
}

/** Downloads are on in settings and the viewer is signed in: the one rule every download path applies. */
export async function assertMayDownload(services: CoreServices, viewer: Viewer): Promise<void> {
  const settings = await services.settings.snapshot();
  if (!settings.get("player.enable_download")) throw forbidden("Downloads are disabled.");
  if (!viewer.user) throw unauthenticated();
}

/** The uploaded file as it came (a lossless original when one was kept), under the download rule. */
export async function trackOriginalFile(services: CoreServices, viewer: Viewer, id: number): Promise<MediaFile> {
  await assertMayDownload(services, viewer);
  return storedFile(await loadTrackFile(services, viewer, id, { original: true }), "orig");
}

/**
 * A track transcoded once by the server's queue (a few ffmpeg runs at once, a bounded wait
 * list, one run per output however many ask for it) into the size-capped cache under
 * `<dataDir>/cache/downloads`. Named after the source file (demo tracks share clips), its size
 * and time and `variant`: one output each.
 */
async function cachedTranscode(
  services: CoreServices,
  file: TrackFile,
  variant: string,
  ext: string,
  purpose: "stream" | "download",
  ffmpegArgs: (input: string, output: string) => string[],
): Promise<{ path: string; size: number; mtime: Date }> {
  const dir = join(services.config.dataDir, "cache", "downloads");
  const { queue, cache } = transcodingFor(services, dir);
  const source = createHash("sha256")
    .update(file.track.audio_path ?? "")
    .digest("hex")
    .slice(0, 16);
  const name = `${source}-${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}${variant}.${ext}`;
  const target = join(dir, name);
  let info = await cache.lookup(name);
  if (!info) {
    const job = queue.run(target, async () => {
      await mkdir(dir, { recursive: true });
      const tmp = `${target}.${process.pid}.tmp.${ext}`;
      try {
        // S3 sources are copied to a temp file for ffmpeg and removed afterwards.
        await file.storage.withLocalCopy(file.key, (path) => runFfmpeg(ffmpegArgs(path, tmp)));
        await rename(tmp, target);
      } finally {
        await unlink(tmp).catch(() => {});
      }
      await cache.add(name, (await stat(target)).size);
    });
    await job.catch((error) => {
      throw new DomainError("BAD_REQUEST", `Could not prepare the ${purpose}: ${String(error).slice(0, 200)}`);
    });
    info = await stat(target);
  }
  return { path: target, size: info.size, mtime: info.mtime };
}

export type StreamCodec = "mp3" | "opus";

/**
 * A stream transcoded for a player that asked for a lower bit rate, another format or a start
 * offset: made by the download transcoder (its queue bounds how many ffmpeg runs at once and
 * how many wait; beyond that TranscodeBusyError) and kept in its size-capped cache, so a
 * seek or a second device reads the same file with byte ranges.
 */
export async function trackTranscodeFile(
  services: CoreServices,
  viewer: Viewer,
  id: number,
  o: { codec: StreamCodec; kbps: number; offsetSeconds: number },
): Promise<MediaFile> {
  const file = await loadTrackFile(services, viewer, id);
  const { track } = file;
  const kbps = Math.min(320, Math.max(32, Math.round(o.kbps)));
  const offset = Math.min(24 * 3600, Math.max(0, Math.floor(o.offsetSeconds)));
  const ext = o.codec === "mp3" ? "mp3" : "ogg";
  const mime = o.codec === "mp3" ? "audio/mpeg" : "audio/ogg";
  const codec = o.codec === "mp3" ? ["-c:a", "libmp3lame"] : ["-c:a", "libopus", "-f", "ogg"];
  const info = await cachedTranscode(services, file, `-${o.codec}${kbps}-t${offset}`, ext, "stream", (path, tmp) => [
    "-y",
    ...(offset ? ["-ss", String(offset)] : []),
    "-i",
    path,
    "-map",
    "0:a",
    ...codec,
    "-b:a",
    `${kbps}k`,
    tmp,
  ]);
  const base = safeFileName(track.artist_name ? `${track.artist_name} - ${track.name}` : track.name);
  return {
    ...info,
    etag: etagOf(info.size, info.mtime, `${o.codec}${kbps}t${offset}`),
    mime,
    fileName: `${base}.${ext}`,
  };
}

/**
 * Downloads (docs/spec/2-product-areas.md §3, §9): when enabled in settings, for signed-in users, in their
 * `download_as` format (mp3 by default, or lossless FLAC), transcoded once with ffmpeg and
 * cached under `<dataDir>/cache/downloads`. Transcodes go through the server's queue (a few
 * ffmpeg runs at once, a bounded wait list, one run per output however many ask for it) and the
 * cache is kept under its size cap (transcode.ts).
 */
export async function trackDownloadFile(
  services: CoreServices,
  viewer: Viewer,
  { id, ...access }: TrackDownloadInput,
): Promise<MediaFile> {
  // A share link that allows downloads lets anyone holding it download its tracks, as mp3 for guests.
  const shared = await shareAccess(services, viewer, access);
  if (shared && !shared.downloadable) throw forbidden("This link does not allow downloads.");
  if (!shared) {
    await assertMayDownload(services, viewer);
    if (!viewer.user) throw unauthenticated();
  }
  const user = viewer.user ? await usersRepo.findUserById(services.db, viewer.user.id) : undefined;
  const format = user?.download_as === "mp3" || !user ? "mp3" : "flac";
  const file = await loadTrackFile(services, viewer, id, {
    original: format === "flac",
    visibility: shared?.visibility,
  });
  const { track, size, mtime } = file;
  const base = safeFileName(track.artist_name ? `${track.artist_name} - ${track.name}` : track.name);
  const sourceMime = track.audio_mime ?? "audio/mpeg";
  if (format === "mp3" && sourceMime === "audio/mpeg")
    return { ...bodyOf(file), size, mtime, etag: etagOf(size, mtime), mime: "audio/mpeg", fileName: `${base}.mp3` };
  if (format === "flac" && sourceMime === "audio/flac")
    return {
      ...bodyOf(file),
      size,
      mtime,
      etag: etagOf(size, mtime, "flac"),
      mime: "audio/flac",
      fileName: `${base}.flac`,
    };

  const ext = format === "mp3" ? "mp3" : "flac";
  const codec = ext === "mp3" ? ["-c:a", "libmp3lame", "-b:a", "192k"] : ["-c:a", "flac"];
  const info = await cachedTranscode(services, file, "", ext, "download", (path, tmp) => [
    "-y",
    "-i",
    path,
    "-map",
    "0:a",
    ...codec,
    tmp,
  ]);
  return {
    ...info,
    etag: etagOf(info.size, info.mtime, ext),
    mime: ext === "mp3" ? "audio/mpeg" : "audio/flac",
    fileName: `${base}.${ext}`,
  };
}
