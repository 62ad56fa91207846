import { getPublicCustomPage, pageIdOrSlugInput, pagesGetResponse } from "@backbeat/core";
import { publicProcedure, router } from "../trpc.ts";

/** The site's published custom pages (docs/spec/2-product-areas.md §7): open to everyone. */
export const pagesRouter = router({
  get: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/custom-pages/{idOrSlug}",
        response: pagesGetResponse,
        summary: "A published custom page and its SEO.",
      },
    })
    .input(pageIdOrSlugInput)
    .query(({ ctx, input }) => getPublicCustomPage(ctx.services, input)),
});
