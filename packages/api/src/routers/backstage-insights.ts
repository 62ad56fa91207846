import { backstageItemInsights, itemInsightsInput } from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";

/** An artist's insights of their own tracks, albums and artist profiles (ownership checked in core). */
export const backstageInsightsRouter = router({
  item: authedProcedure
    .input(itemInsightsInput)
    .query(({ ctx, input }) => backstageItemInsights(ctx.services, ctx.viewer, input)),
});
