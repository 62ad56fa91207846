import { OEmbedFormatError, oembedFor, oembedInput, oembedResponse, parseInput } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** oEmbed for the track and album pages (their embed players); discovery links are in each page's head. */
export const seoRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/oembed",
    input: oembedInput,
    output: oembedResponse,
    summary: "oEmbed for a track or album page (json only; another format answers 501).",
    access: "public",
    handle: async (ctx, { query }) => {
      try {
        return await oembedFor(ctx.services, parseInput(oembedInput, query));
      } catch (error) {
        if (!(error instanceof OEmbedFormatError)) throw error;
        return new Response(JSON.stringify({ message: error.message }), {
          status: 501,
          headers: { "content-type": "application/json; charset=utf-8" },
        });
      }
    },
  },
];
