import { adImageFile } from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { siteImageRoute } from "./media.ts";

/** Custom pages (docs/spec/2-product-areas.md §7): `GET custom-pages/{idOrSlug}` → page, seo; and the images ads use. */
export const pageRoutes: RestRoute[] = [siteImageRoute("api/v1/ads/images/{id}", "An image an ad shows.", adImageFile)];
