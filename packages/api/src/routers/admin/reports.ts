import {
  itemInsights,
  itemInsightsInput,
  overviewReport,
  playsReport,
  reportRangeInput,
  visitorsReport,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Admin reports (spec 2 §2 "Report page"); admin.access is checked in core. */
export const reportsAdminRouter = router({
  overview: authedProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => overviewReport(ctx.services, ctx.viewer, input)),
  plays: authedProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => playsReport(ctx.services, ctx.viewer, input)),
  visitors: authedProcedure
    .input(reportRangeInput)
    .query(({ ctx, input }) => visitorsReport(ctx.services, ctx.viewer, input)),
  itemInsights: authedProcedure
    .input(itemInsightsInput)
    .query(({ ctx, input }) => itemInsights(ctx.services, ctx.viewer, input)),
});
