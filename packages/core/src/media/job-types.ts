/** What the media job queue's parts share: the worker, the enqueue API and the Redis backend. */

export type MediaJobKind = "ingest" | "analyse" | "replace";

export interface IngestPayload {
  sourceKey: string;
  fileEntryId?: number;
  fileName?: string;
  lyricsSynced?: string | null;
  /** An artist's upload: credited to this artist of theirs, as a private draft. */
  artistId?: number | null;
}

/** Scheduling beyond the row: the Redis backend implements this; the database needs none. */
export interface QueueBackend {
  start(run: (id: number) => Promise<void>): Promise<void>;
  /** A job row is queued (new, retried or recovered). */
  push(id: number): Promise<void>;
  stop(): Promise<void>;
}
