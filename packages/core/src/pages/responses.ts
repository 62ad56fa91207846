import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const pagesGetResponse = z.object({
  page: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    body: z.string(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    set_seo: z.boolean(),
    hide_nav: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    url: z.string(),
  }),
});
