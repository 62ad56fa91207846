import { getRecap, recapInput, recapShareInput, recapYearInput, saveRecapPlaylist, shareRecap } from "@backbeat/core";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

/** The yearly recap: who may read which one is decided in core. */
export const recapRouter = router({
  get: publicProcedure.input(recapInput).query(({ ctx, input }) => getRecap(ctx.services, ctx.viewer, input)),
  savePlaylist: authedProcedure
    .input(recapYearInput)
    .mutation(({ ctx, input }) => saveRecapPlaylist(ctx.services, ctx.viewer, input)),
  share: authedProcedure
    .input(recapShareInput)
    .mutation(({ ctx, input }) => shareRecap(ctx.services, ctx.viewer, input)),
});
