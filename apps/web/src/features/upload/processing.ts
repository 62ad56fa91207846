import type { UploadRecord } from "./queue/types.ts";

/** What the media pipeline reports about a job (core's MediaJobView). */
export interface MediaJobLike {
  id: number;
  kind: string;
  status: "queued" | "running" | "succeeded" | "failed";
  progress: number;
  error: string | null;
  trackId: number | null;
  fileName: string | null;
  fileEntryId?: number | null;
  createdAt: string;
}

export type Processing =
  | { state: "waiting" }
  | { state: "queued"; jobId: number }
  | { state: "processing"; jobId: number; progress: number }
  | { state: "ready"; jobId: number; trackId: number | null }
  | { state: "failed"; jobId: number; reason: string };

/**
 * The ingest job of a finished upload: by file entry id when the job names it, otherwise the
 * newest ingest job for a file of the same name.
 */
export function jobForUpload<T extends MediaJobLike>(record: UploadRecord, jobs: readonly T[]): T | undefined {
  const entry = record.entry;
  if (!entry) return undefined;
  const ingest = jobs.filter((j) => j.kind === "ingest");
  const byId = ingest.find((j) => j.fileEntryId != null && j.fileEntryId === entry.id);
  if (byId) return byId;
  return ingest
    .filter((j) => j.fileEntryId == null && (j.fileName === entry.name || j.fileName === record.name))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
}

export function processingOf(job: MediaJobLike | undefined): Processing {
  if (!job) return { state: "waiting" };
  switch (job.status) {
    case "queued":
      return { state: "queued", jobId: job.id };
    case "running":
      return { state: "processing", jobId: job.id, progress: Math.max(0, Math.min(100, Math.round(job.progress))) };
    case "succeeded":
      return { state: "ready", jobId: job.id, trackId: job.trackId };
    default:
      return { state: "failed", jobId: job.id, reason: job.error || "Processing failed." };
  }
}

/** Poll while any finished upload's file is still waiting or being processed. */
export function needsPolling(states: Processing[]): boolean {
  return states.some((s) => s.state === "waiting" || s.state === "queued" || s.state === "processing");
}
