import { appearanceImageFile } from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { siteImageRoute } from "./media.ts";

/** Logos, favicon and landing page images the appearance editor saved (or is previewing). */
export const appearanceRoutes: RestRoute[] = [
  siteImageRoute(
    "api/v1/appearance/images/{id}",
    "A logo, favicon or landing page image of the appearance editor.",
    appearanceImageFile,
  ),
];
