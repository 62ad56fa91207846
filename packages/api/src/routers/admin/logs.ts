import {
  errorLogListInput,
  listErrorLog,
  mailLogIdInput,
  mailLogMessage,
  noInput,
  scheduleOverview,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The logs screens (logs.view, checked in core); the lists of runs and mails use the datatable. */
export const logsAdminRouter = router({
  schedule: authedProcedure.input(noInput).query(({ ctx }) => scheduleOverview(ctx.services, ctx.viewer)),
  errors: authedProcedure
    .input(errorLogListInput)
    .query(({ ctx, input }) => listErrorLog(ctx.services, ctx.viewer, input)),
  mail: authedProcedure
    .input(mailLogIdInput)
    .query(({ ctx, input }) => mailLogMessage(ctx.services, ctx.viewer, input)),
});
