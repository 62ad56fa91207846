import {
  getRecap,
  recapImage,
  recapImageInput,
  recapInput,
  recapPlaylistBody,
  recapShareBody,
  saveRecapPlaylist,
  shareRecap,
} from "@backbeat/core";
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
    method: "GET",
    path: "api/v1/recap/{year}/image",
    access: "public",
    input: recapImageInput,
    summary: "The recap as a PNG: `story` 1080×1920 or `card` 1200×630 (the page's link preview).",
    handle: async (ctx, { params, query }) => {
      const image = await recapImage(ctx.services, ctx.viewer, { ...query, year: params.year });
      return new Response(image.png as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": "image/png",
          // A private recap's image is its owner's alone; a public one may sit in shared caches briefly.
          "cache-control": image.public ? "public, max-age=300" : "private, max-age=60",
        },
      });
    },
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
