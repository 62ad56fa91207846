import {
  libraryImportInput,
  libraryImportStatus,
  libraryScans,
  listMediaJobs,
  mediaImportLibraryResponse,
  mediaImportStatusResponse,
  mediaJobIdInput,
  mediaJobsListInput,
  mediaJobsResponse,
  mediaLibraryScansResponse,
  mediaRetryResponse,
  mediaScanLibraryResponse,
  retryMediaJob,
  scanLibraryInput,
  scanLibraryNow,
  startLibraryImport,
} from "@backbeat/core";
import { z } from "zod";
import { authedProcedure, router } from "../trpc.ts";

/** Media jobs (the uploader's list, retry) and the admin library import; rules live in core. */
export const mediaRouter = router({
  jobs: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/media-jobs",
        response: mediaJobsResponse,
        summary: "The signed-in user's media jobs, newest first.",
      },
    })
    .input(mediaJobsListInput)
    .query(({ ctx, input }) => listMediaJobs(ctx.services, ctx.viewer, input)),
  retry: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/media-jobs/{id}/retry",
        response: mediaRetryResponse,
        summary: "Queues a failed media job again.",
      },
    })
    .input(mediaJobIdInput)
    .mutation(({ ctx, input }) => retryMediaJob(ctx.services, ctx.viewer, input)),
  importLibrary: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/admin/library/import",
        response: mediaImportLibraryResponse,
        summary: "Imports a folder inside IMPORT_ROOTS.",
      },
    })
    .input(libraryImportInput)
    .mutation(({ ctx, input }) => startLibraryImport(ctx.services, ctx.viewer, input)),
  importStatus: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/admin/library/import",
        response: mediaImportStatusResponse,
        summary: "The running or last library import.",
      },
    })
    .input(z.undefined())
    .query(({ ctx }) => libraryImportStatus(ctx.services, ctx.viewer)),
  /** Admin → Settings → Library: Scan now / Full rescan, and the latest scans. */
  scanLibrary: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/admin/library/scans",
        response: mediaScanLibraryResponse,
        summary: "Scans every library folder now (full: re-reads unchanged files).",
      },
    })
    .input(scanLibraryInput)
    .mutation(({ ctx, input }) => scanLibraryNow(ctx.services, ctx.viewer, input)),
  libraryScans: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/admin/library/scans",
        response: mediaLibraryScansResponse,
        summary: "The latest library scans with their failed files.",
      },
    })
    .input(z.undefined())
    .query(({ ctx }) => libraryScans(ctx.services, ctx.viewer)),
});
