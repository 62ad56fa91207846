import { appearanceImageFile, idInput, parseInput } from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

/** Logos, favicon and landing page images the appearance editor saved (or is previewing). */
export const appearanceRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/appearance/images/{id}",
    file: "image/*",
    summary: "A logo, favicon or landing page image of the appearance editor.",
    access: "public",
    handle: async (ctx, { params }) =>
      mediaResponse(ctx.request, await appearanceImageFile(ctx.services, ctx.viewer, parseInput(idInput, params))),
  },
];
