import { jsonb } from "../json.ts";
import type { FileEntryRow, FilePurpose } from "../schema.ts";
import type { Executor } from "./executor.ts";

export interface FileEntry extends Omit<FileEntryRow, "file_size"> {
  file_size: number;
}

function toEntry(row: FileEntryRow): FileEntry {
  return { ...row, file_size: Number(row.file_size) };
}

export async function insertFileEntry(
  db: Executor,
  entry: {
    name: string;
    file_size: number;
    mime: string;
    extension: string;
    path: string;
    disk: string;
    owner_id: number | null;
    metadata?: Record<string, unknown>;
    purpose?: FilePurpose;
  },
): Promise<FileEntry> {
  const row = await db
    .insertInto("file_entries")
    .values({ ...entry, metadata: jsonb(entry.metadata ?? {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

export async function findFileEntry(db: Executor, id: number): Promise<FileEntry | null> {
  const row = await db.selectFrom("file_entries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function findFileEntryByPath(db: Executor, path: string): Promise<FileEntry | null> {
  const row = await db.selectFrom("file_entries").selectAll().where("path", "=", path).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Entries by id or storage key; at most a bounded number so one request cannot scan the table. */
export async function findFileEntries(db: Executor, ids: number[], paths: string[]): Promise<FileEntry[]> {
  if (ids.length === 0 && paths.length === 0) return [];
  const rows = await db
    .selectFrom("file_entries")
    .selectAll()
    .where((eb) =>
      eb.or([...(ids.length ? [eb("id", "in", ids)] : []), ...(paths.length ? [eb("path", "in", paths)] : [])]),
    )
    .orderBy("id")
    .limit(1000)
    .execute();
  return rows.map(toEntry);
}

export async function deleteFileEntries(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("file_entries").where("id", "in", ids).execute();
}

/** Names of tracks whose audio (stream or kept original) is one of these track paths. */
export async function tracksPlayingFrom(db: Executor, trackPaths: string[]): Promise<string[]> {
  if (!trackPaths.length) return [];
  const rows = await db
    .selectFrom("tracks")
    .select("name")
    .where((eb) => eb.or([eb("audio_path", "in", trackPaths), eb("original_path", "in", trackPaths)]))
    .limit(5)
    .execute();
  return rows.map((r) => r.name);
}
