import { sql } from "kysely";
import type { Database } from "../client.ts";
import { jsonb } from "../json.ts";
import type { LibraryScanRow } from "../schema.ts";
import { countRows } from "./count.ts";
import type { Executor } from "./executor.ts";

/** The library import's memory of files (by root and relative path) and of its runs. */

export interface LibraryFileWrite {
  root: string;
  path: string;
  size: number;
  mtime_ms: number;
  fingerprint: string;
  track_id: number | null;
  error: string | null;
  /** The scan that last read the file (an unchanged file keeps the one that read it). */
  scan_id: number;
}

/** A file as the import remembers it: what was written, with its row id and whether it is missing. */
export type KnownFile = Omit<LibraryFileWrite, "root" | "scan_id"> & { id: number; missing: boolean };

/** Every file seen under a root, loaded once per scan so unchanged files cost no query each. */
export async function filesOfRoot(db: Executor, root: string): Promise<KnownFile[]> {
  const files: KnownFile[] = [];
  for await (const page of filesOfRootPages(db, root)) files.push(...page);
  return files;
}

/**
 * The same files a page at a time (by id), so a large library is never one result in memory
 * at once: on the embedded database a result is copied out of its heap whole.
 */
export async function* filesOfRootPages(db: Executor, root: string, pageSize = 2000): AsyncGenerator<KnownFile[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("library_files")
      .select(["id", "path", "size", "mtime_ms", "fingerprint", "track_id", "error"])
      .select(sql<boolean>`missing_since is not null`.as("missing"))
      .where("root", "=", root)
      .where("id", ">", after)
      .orderBy("id")
      .limit(pageSize)
      .execute();
    if (rows.length) yield rows.map((r) => ({ ...r, size: Number(r.size), mtime_ms: Number(r.mtime_ms) }));
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export function upsertFile(db: Executor, file: LibraryFileWrite): Promise<void> {
  return upsertFiles(db, [file]);
}

/** Files found again (where they were, or moved): they and their tracks are no longer missing. */
export async function markPresent(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const back = await db
    .updateTable("library_files")
    .set({ missing_since: null })
    .where("id", "in", ids)
    .where("missing_since", "is not", null)
    .returning("track_id")
    .execute();
  const tracks = back.flatMap((r) => (r.track_id === null ? [] : [r.track_id]));
  if (tracks.length) await db.updateTable("tracks").set({ missing_since: null }).where("id", "in", tracks).execute();
}

/**
 * Files a scan did not find: marked missing (their tracks too) unless they already are.
 * Answers those missing for longer than the grace period, which the scan then removes.
 */
export async function markMissing(db: Executor, ids: number[], graceDays: number): Promise<KnownFile[]> {
  if (!ids.length) return [];
  await db
    .updateTable("library_files")
    .set({ missing_since: sql<Date>`now()` })
    .where("id", "in", ids)
    .where("missing_since", "is", null)
    .execute();
  await db
    .updateTable("tracks")
    .set({ missing_since: sql<Date>`now()` })
    .where("missing_since", "is", null)
    .where(
      "id",
      "in",
      db
        .selectFrom("library_files")
        .select("track_id")
        .where("id", "in", ids)
        .where("track_id", "is not", null)
        .$narrowType<{ track_id: number }>(),
    )
    .execute();
  const expired = await db
    .selectFrom("library_files")
    .select(["id", "path", "size", "mtime_ms", "fingerprint", "track_id", "error"])
    .where("id", "in", ids)
    .where("missing_since", "<=", sql<Date>`now() - make_interval(secs => ${graceDays * 86_400})`)
    .execute();
  return expired.map((r) => ({ ...r, size: Number(r.size), mtime_ms: Number(r.mtime_ms), missing: true }));
}

/** A file found at a new path: the row (and its track) follows it. */
export async function moveFile(
  db: Executor,
  id: number,
  to: { path: string; size: number; mtime_ms: number; scan_id: number },
): Promise<void> {
  await db
    .updateTable("library_files")
    .set({ ...to, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
  await markPresent(db, [id]);
}

export async function deleteFiles(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom("library_files").where("id", "in", ids).execute();
}

/** Other files still pointing at a track (two copies of one song share it). */
export async function countFilesOfTrack(db: Executor, trackId: number): Promise<number> {
  return countRows(db.selectFrom("library_files").where("track_id", "=", trackId));
}

// ---- scans -----------------------------------------------------------------------------------

export async function insertScan(db: Executor, root: string, startedBy: number | null): Promise<number> {
  const row = await db
    .insertInto("library_scans")
    .values({ root, started_by: startedBy })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScan(
  db: Executor,
  id: number,
  update: {
    counts: Record<string, number>;
    failures: { path: string; reason: string }[];
    status?: "running" | "done" | "failed";
    error?: string | null;
  },
): Promise<void> {
  const finished = update.status && update.status !== "running";
  await db
    .updateTable("library_scans")
    .set({
      counts: jsonb(update.counts),
      failures: jsonb(update.failures),
      ...(update.status ? { status: update.status } : {}),
      ...(update.error !== undefined ? { error: update.error } : {}),
      ...(finished ? { finished_at: sql<Date>`now()` } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function findScan(db: Executor, id: number): Promise<LibraryScanRow | undefined> {
  return db.selectFrom("library_scans").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function latestScans(db: Executor, limit: number): Promise<LibraryScanRow[]> {
  return db.selectFrom("library_scans").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** Scans left `running` by a process that stopped: they will never finish. */
export async function abandonRunningScans(db: Executor): Promise<void> {
  await db
    .updateTable("library_scans")
    .set({ status: "failed", error: "The server stopped during the import.", finished_at: sql<Date>`now()` })
    .where("status", "=", "running")
    .execute();
}

/** Records many files in one statement (a batch of the import). */
export async function upsertFiles(db: Executor, files: LibraryFileWrite[]): Promise<void> {
  if (!files.length) return;
  await db
    .insertInto("library_files")
    .values(files)
    .onConflict((oc) =>
      oc.columns(["root", "path"]).doUpdateSet((eb) => ({
        size: eb.ref("excluded.size"),
        mtime_ms: eb.ref("excluded.mtime_ms"),
        fingerprint: eb.ref("excluded.fingerprint"),
        track_id: eb.ref("excluded.track_id"),
        error: eb.ref("excluded.error"),
        scan_id: eb.ref("excluded.scan_id"),
        updated_at: sql<Date>`now()`,
        missing_since: null,
      })),
    )
    .execute();
  // A file read again is there: its track (if it was missing) is listed again.
  const tracks = files.flatMap((f) => (f.track_id ? [f.track_id] : []));
  if (tracks.length)
    await db
      .updateTable("tracks")
      .set({ missing_since: null })
      .where("id", "in", tracks)
      .where("missing_since", "is not", null)
      .execute();
}

/**
 * Runs `scan` while holding PostgreSQL's advisory lock for a library folder, on a connection of
 * its own for as long as the scan runs, so two processes sharing the database never scan one
 * folder at once. Answers null, without waiting, when another session holds it. (The
 * embedded database has one connection and one owning process: callers skip this there.)
 */
export async function withFolderScanLock<T>(db: Database, root: string, scan: () => Promise<T>): Promise<T | null> {
  return db.connection().execute(async (conn) => {
    const got = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_lock(hashtext('library-scan'), hashtext(${root})) as ok`.execute(conn);
    if (!got.rows[0]?.ok) return null;
    try {
      return await scan();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('library-scan'), hashtext(${root}))`.execute(conn);
    }
  });
}
