import { parseInput, recapImage, recapImageInput } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** The recap as an image (the JSON calls are declared on the `recap` procedures). */
export const recapRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/recap/{year}/image",
    file: "image/png",
    access: "public",
    input: recapImageInput,
    summary: "The recap as a PNG: `story` 1080×1920 or `card` 1200×630 (the page's link preview).",
    handle: async (ctx, { params, query }) => {
      const image = await recapImage(
        ctx.services,
        ctx.viewer,
        parseInput(recapImageInput, { ...query, year: params.year }),
      );
      return new Response(image.png as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": "image/png",
          // A private recap's image is its owner's alone; a public one may sit in shared caches briefly.
          "cache-control": image.public ? "public, max-age=300" : "private, max-age=60",
        },
      });
    },
  },
];
