import {
  libraryImportInput,
  libraryImportStatus,
  listMediaJobs,
  mediaJobIdInput,
  mediaJobsListInput,
  retryMediaJob,
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
});
