import { type MediaJobRow, type MediaJobStatus, mediaJobsRepo } from "@backbeat/db";
import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, unauthenticated } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { mediaWorkerOf } from "./worker.ts";

/** What the uploader sees of a job. */
export interface MediaJobView {
  id: number;
  kind: string;
  status: MediaJobStatus;
  progress: number;
  error: string | null;
  attempts: number;
  trackId: number | null;
  fileName: string | null;
  createdAt: string;
  updatedAt: string;
}

function toView(job: MediaJobRow): MediaJobView {
  const name = job.payload.fileName;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    error: job.error,
    attempts: job.attempts,
    trackId: job.track_id,
    fileName: typeof name === "string" ? name : null,
    createdAt: new Date(job.created_at).toISOString(),
    updatedAt: new Date(job.updated_at).toISOString(),
  };
}

/** Admins (and holders of files.update) see every job; uploaders see their own. */
function seesAll(viewer: Viewer): boolean {
  return hasPermission(viewer, "admin") || hasPermission(viewer, "files.update");
}

export const mediaJobsListInput = z.object({
  status: z.enum(["queued", "running", "succeeded", "failed"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type MediaJobsListInput = z.output<typeof mediaJobsListInput>;

export async function listMediaJobs(
  services: CoreServices,
  viewer: Viewer,
  { status, page, perPage }: MediaJobsListInput,
) {
  if (!viewer.user) throw unauthenticated();
  const ownerId = seesAll(viewer) ? null : viewer.user.id;
  const rows = await mediaJobsRepo.listJobs(services.db, { ownerId, status }, (page - 1) * perPage, perPage);
  return { data: rows.map(toView), page, perPage };
}

export const mediaJobIdInput = z.object({ id: idSchema });
export type MediaJobIdInput = z.output<typeof mediaJobIdInput>;

/** Puts a failed job back in line; only its owner or an admin may. */
export async function retryMediaJob(
  services: CoreServices,
  viewer: Viewer,
  { id }: MediaJobIdInput,
): Promise<MediaJobView> {
  const job = await mediaJobsRepo.findJob(services.db, id);
  if (!job || !viewer.user || (!seesAll(viewer) && job.owner_id !== viewer.user.id)) throw notFound("Job not found.");
  const retried = await mediaJobsRepo.retryJob(services.db, id);
  if (!retried) throw new DomainError("CONFLICT", "Only a failed job can be retried.");
  await mediaWorkerOf(services)?.push(id);
  return toView(retried);
}
