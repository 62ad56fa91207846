import {
  itemInsights,
  itemInsightsInput,
  overviewReport,
  playsReport,
  reportRangeInput,
  visitorsReport,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** Admin reports (docs/spec/2-product-areas.md §2 "Report page"); admin.access is checked in core. */
export const reportsAdminRouter = router({
  overview: adminProcedure("admin.access")
    .input(reportRangeInput)
    .query(({ ctx, input }) => overviewReport(ctx.services, ctx.viewer, input)),
  plays: adminProcedure("admin.access")
    .input(reportRangeInput)
    .query(({ ctx, input }) => playsReport(ctx.services, ctx.viewer, input)),
  visitors: adminProcedure("admin.access")
    .input(reportRangeInput)
    .query(({ ctx, input }) => visitorsReport(ctx.services, ctx.viewer, input)),
  itemInsights: adminProcedure("admin.access")
    .input(itemInsightsInput)
    .query(({ ctx, input }) => itemInsights(ctx.services, ctx.viewer, input)),
});
