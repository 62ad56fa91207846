import {
  libraryImportStatus,
  libraryScans,
  listMediaJobs,
  notFound,
  readCover,
  retryMediaJob,
  scanLibraryNow,
  startLibraryImport,
  storageFor,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/**
 * Getting music in: the admin library import, the uploader's media jobs and the covers the
 * pipeline stores. The same core functions as the `media` tRPC router.
 */
export const libraryImportRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/admin/library/import",
    access: "user",
    handle: (ctx, { body }) => startLibraryImport(ctx.services, ctx.viewer, body),
  },
  {
    method: "GET",
    path: "api/v1/admin/library/import",
    access: "user",
    handle: (ctx) => libraryImportStatus(ctx.services, ctx.viewer),
  },
  {
    method: "POST",
    path: "api/v1/admin/library/scans",
    access: "user",
    handle: (ctx, { body }) => scanLibraryNow(ctx.services, ctx.viewer, body),
  },
  {
    method: "GET",
    path: "api/v1/admin/library/scans",
    access: "user",
    handle: (ctx) => libraryScans(ctx.services, ctx.viewer),
  },
  {
    method: "GET",
    path: "api/v1/media-jobs",
    access: "user",
    handle: (ctx, { query }) => listMediaJobs(ctx.services, ctx.viewer, query),
  },
  {
    method: "POST",
    path: "api/v1/media-jobs/{id}/retry",
    access: "user",
    handle: (ctx, { params }) => retryMediaJob(ctx.services, ctx.viewer, params),
  },
  {
    method: "GET",
    path: "api/v1/covers/{file}",
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
