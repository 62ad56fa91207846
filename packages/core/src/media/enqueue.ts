import { type Executor, type MediaJobRow, mediaJobsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import type { IngestPayload, MediaJobKind } from "./job-types.ts";
import { cleanName } from "./tags.ts";
import { mediaWorkerOf } from "./worker.ts";

/** Putting work in the media job queue: a row first, then a nudge to this server's worker when it runs one. */

/**
 * Queues a file already in storage for the full pipeline (uploads call this once the bytes
 * are stored). The track appears in the catalogue when the job succeeds.
 */
export async function enqueueMediaJob(
  services: CoreServices,
  input: IngestPayload & { ownerId: number | null },
): Promise<MediaJobRow> {
  const { ownerId, ...payload } = input;
  // A client-chosen name may hold anything (NUL cannot even be stored in jsonb): keep a clean one.
  const fileName = payload.fileName === undefined ? undefined : (cleanName(payload.fileName) ?? "file");
  return enqueue(services, "ingest", { ...payload, fileName }, ownerId);
}

/** Queues a stored file to become an existing track's audio (the track shows as processing meanwhile). */
export async function enqueueAudioReplacement(
  services: CoreServices,
  input: { trackId: number; sourceKey: string; fileEntryId: number },
  ownerId: number | null,
) {
  return enqueue(services, "replace", input, ownerId, input.trackId);
}

/** Queues loudness, waveform and stream rendition for a track created from tags alone. */
export async function enqueueAnalysis(services: CoreServices, trackId: number, ownerId: number | null) {
  return enqueue(services, "analyse", { trackId }, ownerId, trackId);
}

/**
 * Analysis jobs written inside the caller's transaction, so a track and its job exist together
 * or not at all; `announceJobs` hands them to the worker once that transaction has committed.
 */
export async function insertAnalysisJobs(db: Executor, trackIds: number[], ownerId: number | null): Promise<number[]> {
  const ids: number[] = [];
  for (const trackId of trackIds)
    ids.push(
      (
        await mediaJobsRepo.insertJob(db, {
          kind: "analyse",
          payload: { trackId },
          owner_id: ownerId,
          track_id: trackId,
        })
      ).id,
    );
  return ids;
}

export async function announceJobs(services: CoreServices, jobIds: number[]): Promise<void> {
  const worker = mediaWorkerOf(services);
  if (worker) for (const id of jobIds) await worker.push(id);
}

/** `trackId`: the existing track the job works on, so its row can show it as processing. */
async function enqueue(
  services: CoreServices,
  kind: MediaJobKind,
  payload: Record<string, unknown>,
  ownerId: number | null,
  trackId: number | null = null,
): Promise<MediaJobRow> {
  const job = await mediaJobsRepo.insertJob(services.db, { kind, payload, owner_id: ownerId, track_id: trackId });
  await mediaWorkerOf(services)?.push(job.id);
  return job;
}
