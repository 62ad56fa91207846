import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const mediaJobResponse = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.unknown(),
  progress: z.number(),
  error: z.string().nullable(),
  attempts: z.number(),
  trackId: z.number().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const mediaJobsResponse = z.object({
  data: z.array(mediaJobResponse),
  page: z.number(),
  perPage: z.number(),
});

export const mediaRetryResponse = mediaJobResponse;

export const mediaImportLibraryResponse = z.object({
  scanId: z.number(),
});

// What every library scan reports, whichever listing shows it.
const scanOutcome = {
  counts: z.record(z.string(), z.number()),
  failures: z.array(
    z.object({
      path: z.string(),
      reason: z.string(),
    }),
  ),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
};

export const mediaImportStatusResponse = z.object({
  running: z.boolean(),
  scans: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      ...scanOutcome,
    }),
  ),
});

export const mediaScanLibraryResponse = z.object({
  queued: z.number(),
  full: z.boolean(),
});

export const mediaLibraryScansResponse = z.object({
  running: z.boolean(),
  folders: z.array(
    z.object({
      folder: z.string(),
      mode: z.enum(["watched", "polled", "off"]),
      reason: z.enum(["remote", "unsupported"]).nullable(),
      fsType: z.string().nullable(),
    }),
  ),
  rescanMinutes: z.number(),
  scans: z.array(
    z.object({
      id: z.number(),
      root: z.string(),
      status: z.enum(["done", "failed", "running"]),
      failed: z.number(),
      ...scanOutcome,
    }),
  ),
});
