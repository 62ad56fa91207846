import { getRecap, recapInput, recapPlaylistBody, recapShareBody, saveRecapPlaylist, shareRecap } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

const bodyOf = (body: unknown) => (body && typeof body === "object" ? body : {});

/** A listener's year in music: their own, or someone's they made public (`userId`). */
export const recapRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/recap/{year}",
    access: "public",
    input: recapInput,
    summary: "The signed-in user's recap of a year, or another user's they made public (`userId`).",
    handle: (ctx, { params, query }) => getRecap(ctx.services, ctx.viewer, { ...query, year: params.year }),
  },
  {
    method: "POST",
    path: "api/v1/recap/{year}/playlist",
    access: "user",
    input: recapPlaylistBody,
    summary: "Saves the year's 50 most played tracks as a private playlist; answers its id.",
    handle: (ctx, { params }) => saveRecapPlaylist(ctx.services, ctx.viewer, { year: params.year }),
  },
  {
    method: "PUT",
    path: "api/v1/recap/{year}/share",
    access: "user",
    input: recapShareBody,
    summary: "Makes the signed-in user's recap of a year public, or private again.",
    handle: (ctx, { params, body }) => shareRecap(ctx.services, ctx.viewer, { ...bodyOf(body), year: params.year }),
  },
];
