import { createHash } from "node:crypto";
import { open, stat } from "node:fs/promises";
import { join } from "node:path";
import { type Executor, type KnownFile, libraryFilesRepo, tracksRepo } from "@backbeat/db";
import pMap from "p-map";
import type { CoreServices } from "../context.ts";
import { storeCover } from "../media/artwork.ts";
import { type LinkCache, type LinkItem, linkTracks, titleFromFileName } from "../media/catalogue-link.ts";
import { announceJobs, insertAnalysisJobs } from "../media/enqueue.ts";
import { keyOfTrackPath, trackPathOf } from "../media/pipeline.ts";
import { parseLrc, readTags } from "../media/tags.ts";
import { failureReason } from "../media/worker.ts";
import { storageFor } from "../storage/driver.ts";
import { libraryFolderLocation } from "./roots.ts";
import { walkLibrary } from "./walk.ts";

/** A type alias (not an interface) so it fits the scan row's `Record<string, number>`. */
export type ImportCounts = {
  found: number;
  done: number;
  imported: number;
  updated: number;
  unchanged: number;
  moved: number;
  deleted: number;
  /** Gone files kept, marked missing, within the grace period. */
  missing: number;
  failed: number;
  /** Tracks queued for loudness, waveform and stream rendition. */
  queued: number;
};

export interface ImportResult {
  scanId: number;
  counts: ImportCounts;
  failures: { path: string; reason: string }[];
}

export interface ImportOptions {
  /** Owner of created tracks (the admin who started the import). */
  ownerId: number | null;
  /** Queue loudness, waveform and a stream rendition per new track (the media worker runs them). */
  analyse: boolean;
  onProgress?: (counts: ImportCounts) => void;
  /** Read every file again, even one whose size and modification time are unchanged. */
  full?: boolean;
  /** Files parsed at once. */
  concurrency?: number;
}

/** Failures kept on the scan record (the count covers the rest). */
const MAX_LISTED_FAILURES = 1000;
const FINGERPRINT_BYTES = 64 * 1024;
/** Files read and filed together; bounds the transaction a batch holds (PGlite has one connection). */
const BATCH = 100;
/**
 * Files whose size and time are looked up at once. A look-up is cheap and most files of a
 * rescan stop there, so it runs wider than the reading of tags.
 */
const STAT_CONCURRENCY = 32;

/**
 * Recognises a file across moves without reading it whole: its size plus a hash of its first
 * and last 64 KB (where the tags and the audio's start and end are).
 */
export async function fingerprintOf(path: string, size: number): Promise<string> {
  const hash = createHash("sha1").update(String(size));
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(Math.min(size, FINGERPRINT_BYTES));
    await handle.read(head, 0, head.length, 0);
    hash.update(head);
    if (size > FINGERPRINT_BYTES) {
      const tail = Buffer.alloc(Math.min(size - FINGERPRINT_BYTES, FINGERPRINT_BYTES));
      await handle.read(tail, 0, tail.length, size - tail.length);
      hash.update(tail);
    }
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
}

/**
 * Imports a folder of an existing library (inside `root`, see roots.ts). New and changed
 * files are read for their tags, copied into storage and filed under artist and album;
 * unchanged files (same path, size and modification time) are skipped; a file found under a
 * new path with the fingerprint of one that disappeared is a move (its track stays); files
 * gone since the last scan lose their tracks. Unreadable files are listed with the reason and
 * the import goes on.
 */
export async function importLibrary(
  services: CoreServices,
  location: { root: string; path: string },
  options: ImportOptions,
  scanId?: number,
): Promise<ImportResult> {
  const db = services.db;
  const id = scanId ?? (await libraryFilesRepo.insertScan(db, location.root, options.ownerId));
  const counts: ImportCounts = {
    found: 0,
    done: 0,
    imported: 0,
    updated: 0,
    unchanged: 0,
    moved: 0,
    deleted: 0,
    missing: 0,
    failed: 0,
    queued: 0,
  };
  const failures: { path: string; reason: string }[] = [];
  const fail = (path: string, reason: string) => {
    counts.failed++;
    if (failures.length < MAX_LISTED_FAILURES) failures.push({ path, reason });
  };
  let lastReport = 0;
  const report = async (force = false) => {
    options.onProgress?.({ ...counts });
    if (!force && Date.now() - lastReport < 1000) return;
    lastReport = Date.now();
    await libraryFilesRepo.updateScan(db, id, { counts, failures });
  };
  try {
    const found = await walkLibrary(location.root, location.path);
    for (const u of found.unreadable) fail(u.path, `Folder not readable (${u.reason}).`);
    counts.found = found.audio.length;
    await report(true);

    // A page at a time, each page's copies collectable before the next: loaded whole, a
    // 10,000-file library added some 30 MB to the server's peak on a rescan.
    const known = new Map<string, KnownFile>();
    for await (const page of libraryFilesRepo.filesOfRootPages(db, location.root)) {
      for (const f of page) known.set(f.path, f);
      Bun.gc(false);
    }
    const present = new Set(found.audio);
    const scope = location.path === location.root ? "" : `${location.path.slice(location.root.length + 1)}/`;
    // Known files of the scanned folder that are not where they were: moved or deleted.
    const missing = [...known.values()].filter((f) => f.path.startsWith(scope) && !present.has(f.path));
    const missingByPrint = new Map<string, KnownFile[]>();
    for (const f of missing) missingByPrint.set(f.fingerprint, [...(missingByPrint.get(f.fingerprint) ?? []), f]);
    const movedIds = new Set<number>();
    /** Unchanged files that had been marked missing: back where they were. */
    const returned: number[] = [];
    const cache: LinkCache = new Map();
    const storage = storageFor(services);
    type FileRecord = Parameters<typeof libraryFilesRepo.upsertFiles>[1][number];
    type Ready = { record: FileRecord; item: LinkItem; changed: boolean; previous: (string | null)[] };

    /**
     * Files are read in parallel, then filed a batch at a time: one transaction and a few
     * multi-row statements per batch, instead of several round trips per track. A track, the
     * record of its file and its analysis job are written in that one transaction, so a scan
     * killed at any moment leaves all three or none, and the next scan files each file once.
     */
    const fileBatch = async (ready: Ready[], records: FileRecord[]) => {
      const jobIds: number[] = [];
      const within = (group: Ready[]) => async (trx: Executor, trackIds: number[]) => {
        for (const [i, r] of group.entries()) r.record.track_id = trackIds[i] ?? null;
        await libraryFilesRepo.upsertFiles(
          trx,
          group.map((r) => r.record),
        );
        if (options.analyse) jobIds.push(...(await insertAnalysisJobs(trx, trackIds, options.ownerId)));
      };
      const link = (group: Ready[]) =>
        linkTracks(
          db,
          group.map((r) => r.item),
          { ownerId: options.ownerId, cache, within: within(group) },
        );
      let filed = ready;
      try {
        if (ready.length) await link(ready);
      } catch {
        // One bad row fails the whole batch: file them one by one to find it.
        jobIds.length = 0;
        filed = [];
        for (const r of ready) {
          try {
            await link([r]);
            filed.push(r);
          } catch (e) {
            r.record.error = failureReason(e);
            // A changed file that no longer files keeps its previous track (and its stored copy).
            r.record.track_id = r.item.trackId ?? null;
            fail(r.record.path, r.record.error);
            records.push(r.record);
          }
        }
      }
      for (const r of filed) {
        if (r.changed) counts.updated++;
        else counts.imported++;
        await deleteStoredCopies(services, r.previous);
      }
      counts.queued += jobIds.length;
      await announceJobs(services, jobIds);
      await libraryFilesRepo.upsertFiles(db, records);
    };

    /** Reads one file: unchanged, moved, unreadable (a record with the reason) or ready to file. */
    const readOne = async (
      rel: string,
      info: { size: number; mtimeMs: number },
    ): Promise<Ready | FileRecord | null> => {
      const full = join(location.root, rel);
      const size = info.size;
      const mtime = Math.floor(info.mtimeMs);
      const before = known.get(rel);
      const fingerprint = await fingerprintOf(full, size);
      const origin = before ? undefined : missingByPrint.get(fingerprint)?.find((f) => !movedIds.has(f.id));
      if (origin) {
        movedIds.add(origin.id);
        await libraryFilesRepo.moveFile(db, origin.id, { path: rel, size, mtime_ms: mtime, scan_id: id });
        counts.moved++;
        return null;
      }
      const record: FileRecord = {
        root: location.root,
        path: rel,
        size,
        mtime_ms: mtime,
        fingerprint,
        track_id: null,
        error: null,
        scan_id: id,
      };
      try {
        const tags = await readTags(full);
        const sidecar = rel.replace(/\.[^./]+$/, ".lrc");
        const lyricsSynced =
          tags.lyricsSynced ??
          (found.lyrics.has(sidecar) ? parseLrc(await Bun.file(join(location.root, sidecar)).text()) : null);
        const key = `library/${createHash("sha256").update(`${location.root}\0${rel}\0${fingerprint}`).digest("hex").slice(0, 32)}.${tags.format.ext}`;
        await storage.putFile(key, full, { mime: tags.format.mime });
        // Covers are stored by content (one ffmpeg run per album); a bad cover costs the
        // track its picture, not its place in the library.
        const coverUrl = tags.cover
          ? await storeCover(storage, tags.cover, { timeoutMs: 30_000 }).catch(() => null)
          : null;
        // The copy of the previous version goes once the track points at the new one.
        const previous = before?.track_id ? await tracksRepo.findTrackMedia(db, before.track_id) : undefined;
        return {
          record,
          changed: Boolean(before),
          previous: previous ? [previous.audio_path, previous.original_path] : [],
          item: {
            trackId: previous?.id ?? null,
            tags: { ...tags, lyricsSynced, cover: null },
            media: { audioPath: trackPathOf(key), audioMime: tags.format.mime, audioSize: size, coverUrl },
            fallbackTitle: titleFromFileName(rel),
          },
        };
      } catch (e) {
        record.error = failureReason(e);
        record.track_id = before?.track_id ?? null;
        fail(rel, record.error);
        return record;
      }
    };

    // The walk's and the known files' garbage goes before the batches add theirs (one collection).
    Bun.gc(true);
    const memory = memoryCeiling();
    for (let start = 0; start < found.audio.length; start += BATCH) {
      const ready: Ready[] = [];
      const records: FileRecord[] = [];
      const changed: { rel: string; info: { size: number; mtimeMs: number } }[] = [];
      // Unchanged files (same size and time) stop at their look-up: nothing is read or written.
      await pMap(
        found.audio.slice(start, start + BATCH),
        async (rel) => {
          try {
            const info = await stat(join(location.root, rel));
            const before = known.get(rel);
            if (!options.full && before && before.size === info.size && before.mtime_ms === Math.floor(info.mtimeMs)) {
              counts.unchanged++;
              if (before.missing) returned.push(before.id);
              if (before.error) fail(rel, before.error);
            } else changed.push({ rel, info });
          } catch (e) {
            fail(rel, failureReason(e));
          }
        },
        { concurrency: STAT_CONCURRENCY },
      );
      await pMap(
        changed,
        async ({ rel, info }) => {
          try {
            const result = await readOne(rel, info);
            if (result && "item" in result) ready.push(result);
            else if (result) records.push(result);
          } catch (e) {
            fail(rel, failureReason(e));
          }
        },
        { concurrency: options.concurrency ?? 4 },
      );
      // Same order as the folder walk, so an album's tracks keep their order of creation.
      ready.sort((a, b) => (a.record.path < b.record.path ? -1 : 1));
      await fileBatch(ready, records);
      counts.done = Math.min(found.audio.length, start + BATCH);
      memory.afterBatch();
      await report();
    }

    for (let i = 0; i < returned.length; i += 1000) await libraryFilesRepo.markPresent(db, returned.slice(i, i + 1000));
    // Gone files are marked missing first (an unmounted disk must not wipe likes and playlists)
    // and removed once missing for longer than library.missing_grace_days.
    const graceDays = await missingGraceDays(services);
    const gone = missing.filter((f) => !movedIds.has(f.id)).map((f) => f.id);
    for (let i = 0; i < gone.length; i += 1000) {
      const expired = await libraryFilesRepo.markMissing(db, gone.slice(i, i + 1000), graceDays);
      for (const file of expired) {
        if (file.track_id) await removeTrack(services, file.track_id);
        await libraryFilesRepo.deleteFiles(db, [file.id]);
        counts.deleted++;
      }
    }
    counts.missing = gone.length - counts.deleted;
    await libraryFilesRepo.updateScan(db, id, { counts, failures, status: "done" });
    options.onProgress?.({ ...counts });
    return { scanId: id, counts, failures };
  } catch (error) {
    await libraryFilesRepo.updateScan(db, id, { counts, failures, status: "failed", error: failureReason(error) });
    throw error;
  }
}

/** How far a scan may grow the process's resident memory before a full collection is forced. */
const SCAN_HEADROOM_BYTES = 12 * 1024 * 1024;

/**
 * The loop keeps the process busy, so the collector falls behind the batches' garbage (tags,
 * file buffers, query rows) and the server's memory climbs with the library's size. After each
 * batch an asynchronous collection is asked for; a full, synchronous one only once the resident
 * memory passes the scan's start plus a headroom, since one per batch would cost a rescan several
 * times its time. What a full collection cannot give back (the database's own heap growing)
 * moves the ceiling up, so it is not collected for again and again.
 */
function memoryCeiling() {
  let ceiling = process.memoryUsage.rss() + SCAN_HEADROOM_BYTES;
  return {
    afterBatch() {
      if (process.memoryUsage.rss() <= ceiling) {
        Bun.gc(false);
        return;
      }
      Bun.gc(true);
      ceiling = Math.max(ceiling, process.memoryUsage.rss() + SCAN_HEADROOM_BYTES / 2);
    },
  };
}

async function missingGraceDays(services: CoreServices): Promise<number> {
  return (await services.settings.snapshot()).get("library.missing_grace_days");
}

/**
 * A folder taken out of the library with "remove its tracks": its files' tracks (and the copies
 * the import stored) go now, instead of after the grace period.
 */
export async function removeLibraryFolderTracks(services: CoreServices, folder: string): Promise<number> {
  const location = await libraryFolderLocation(services, folder).catch(() => ({ root: folder, path: folder }));
  const scope = location.path === location.root ? "" : `${location.path.slice(location.root.length + 1)}/`;
  const files = (await libraryFilesRepo.filesOfRoot(services.db, location.root)).filter((f) =>
    f.path.startsWith(scope),
  );
  for (const file of files) {
    if (file.track_id) await removeTrack(services, file.track_id);
    await libraryFilesRepo.deleteFiles(services.db, [file.id]);
  }
  return files.length;
}

/** A track whose file is gone: its stored copies go too, unless another file uses it. */
async function removeTrack(services: CoreServices, trackId: number): Promise<void> {
  const others = (await libraryFilesRepo.countFilesOfTrack(services.db, trackId)) - 1;
  if (others > 0) return;
  const track = await tracksRepo.findTrackMedia(services.db, trackId);
  await tracksRepo.deleteTrack(services.db, trackId);
  await deleteStoredCopies(services, [track?.audio_path ?? null, track?.original_path ?? null]);
}

/** Only what the import and the pipeline stored themselves (never an upload's original). */
async function deleteStoredCopies(services: CoreServices, paths: (string | null | undefined)[]): Promise<void> {
  const storage = storageFor(services);
  for (const path of paths) {
    const key = path ? keyOfTrackPath(path) : null;
    if (key?.startsWith("library/") || key?.startsWith("audio/")) await storage.delete(key).catch(() => {});
  }
}
