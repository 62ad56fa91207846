import {
  errorLogListInput,
  libraryScanIdInput,
  libraryScanLog,
  listErrorLog,
  mailLogIdInput,
  mailLogMessage,
  noInput,
  scheduleOverview,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The logs screens (logs.view, checked in core); the lists of runs and mails use the datatable. */
export const logsAdminRouter = router({
  schedule: adminProcedure("logs.view")
    .input(noInput)
    .query(({ ctx }) => scheduleOverview(ctx.services, ctx.viewer)),
  errors: adminProcedure("logs.view")
    .input(errorLogListInput)
    .query(({ ctx, input }) => listErrorLog(ctx.services, ctx.viewer, input)),
  mail: adminProcedure("logs.view")
    .input(mailLogIdInput)
    .query(({ ctx, input }) => mailLogMessage(ctx.services, ctx.viewer, input)),
  /** A library scan's run opened from the schedule log. */
  scan: adminProcedure("logs.view")
    .input(libraryScanIdInput)
    .query(({ ctx, input }) => libraryScanLog(ctx.services, ctx.viewer, input)),
});
