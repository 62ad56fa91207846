import {
  libraryImportInput,
  libraryImportStatus,
  libraryScans,
  listMediaJobs,
  mediaJobIdInput,
  mediaJobsListInput,
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
    .input(mediaJobsListInput)
    .query(({ ctx, input }) => listMediaJobs(ctx.services, ctx.viewer, input)),
  retry: authedProcedure
    .input(mediaJobIdInput)
    .mutation(({ ctx, input }) => retryMediaJob(ctx.services, ctx.viewer, input)),
  importLibrary: authedProcedure
    .input(libraryImportInput)
    .mutation(({ ctx, input }) => startLibraryImport(ctx.services, ctx.viewer, input)),
  importStatus: authedProcedure.input(z.undefined()).query(({ ctx }) => libraryImportStatus(ctx.services, ctx.viewer)),
  /** Admin → Settings → Library: Scan now / Full rescan, and the latest scans. */
  scanLibrary: authedProcedure
    .input(scanLibraryInput)
    .mutation(({ ctx, input }) => scanLibraryNow(ctx.services, ctx.viewer, input)),
  libraryScans: authedProcedure.input(z.undefined()).query(({ ctx }) => libraryScans(ctx.services, ctx.viewer)),
});
