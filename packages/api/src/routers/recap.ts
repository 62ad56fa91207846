import {
  getRecap,
  recapGetResponse,
  recapInput,
  recapPlaylistBody,
  recapSavePlaylistResponse,
  recapShareBody,
  recapShareInput,
  recapShareResponse,
  recapYearInput,
  saveRecapPlaylist,
  shareRecap,
} from "@backbeat/core";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

/** The yearly recap: who may read which one is decided in core. */
export const recapRouter = router({
  get: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/recap/{year}",
        response: recapGetResponse,
        summary: "The signed-in user's recap of a year, or another user's they made public (`userId`).",
      },
    })
    .input(recapInput)
    .query(({ ctx, input }) => getRecap(ctx.services, ctx.viewer, input)),
  savePlaylist: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/recap/{year}/playlist",
        response: recapSavePlaylistResponse,
        summary: "Saves the year's 50 most played tracks as a private playlist; answers its id.",
        input: recapPlaylistBody,
      },
    })
    .input(recapYearInput)
    .mutation(({ ctx, input }) => saveRecapPlaylist(ctx.services, ctx.viewer, input)),
  share: authedProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "api/v1/recap/{year}/share",
        response: recapShareResponse,
        summary: "Makes the signed-in user's recap of a year public, or private again.",
        input: recapShareBody,
      },
    })
    .input(recapShareInput)
    .mutation(({ ctx, input }) => shareRecap(ctx.services, ctx.viewer, input)),
});
