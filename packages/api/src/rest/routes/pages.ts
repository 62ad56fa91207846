import { adImageFile, idInput, parseInput } from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

/** Custom pages (docs/spec/2-product-areas.md §7): `GET custom-pages/{idOrSlug}` → page, seo; and the images ads use. */
export const pageRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/ads/images/{id}",
    file: "image/*",
    summary: "An image an ad shows.",
    access: "public",
    handle: async (ctx, { params }) =>
      mediaResponse(ctx.request, await adImageFile(ctx.services, ctx.viewer, parseInput(idInput, params))),
  },
];
