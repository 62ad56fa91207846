import { notFound, readCover, storageFor } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** The covers the media pipeline stores (the import and job calls are declared on the `media` router). */
export const libraryImportRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/covers/{file}",
    file: "image/jpeg",
    summary: "A stored cover image.",
    access: "public",
    handle: async (ctx, { params }) => {
      const cover = await readCover(storageFor(ctx.services), params.file ?? "");
      if (!cover) throw notFound();
      // Named by content: a file never changes, so browsers may keep it for a year.
      return new Response(cover.body, {
        headers: {
          "content-type": "image/jpeg",
          "content-length": String(cover.size),
          "cache-control": "public, max-age=31536000, immutable",
        },
      });
    },
  },
];
