import {
  allowedOfflineTracks,
  offlineAllowedTracksResponse,
  offlineSyncInput,
  offlineSyncResponse,
  offlineTracksInput,
  syncOfflineOperations,
} from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";

/** The web app's offline listening: changes made offline, and which stored tracks may stay. */
export const offlineRouter = router({
  sync: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/me/offline/sync",
        response: offlineSyncResponse,
        summary: "Sends plays, likes and playlist edits made offline; each operation id counts once.",
      },
    })
    .input(offlineSyncInput)
    .mutation(({ ctx, input }) => syncOfflineOperations(ctx.services, ctx.viewer, input, { userAgent: ctx.userAgent })),
  allowedTracks: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/me/offline/allowed-tracks",
        response: offlineAllowedTracksResponse,
        summary: "Of the tracks a device stores, those the user may still keep offline.",
      },
    })
    .input(offlineTracksInput)
    .mutation(({ ctx, input }) => allowedOfflineTracks(ctx.services, ctx.viewer, input)),
});
