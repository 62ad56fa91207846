import { z } from "zod";

/** An oEmbed answer (oembed.com, type `rich`), for the API documentation. */
export const oembedResponse = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  author_url: z.string().optional(),
  html: z.string(),
  width: z.number(),
  height: z.number(),
  cache_age: z.number(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().optional(),
  thumbnail_height: z.number().optional(),
});
