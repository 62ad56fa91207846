import {
  abortMultipartUpload,
  completeMultipartUpload,
  createFileEntryFromRequest,
  createMultipartUpload,
  createS3Entry,
  createTusEntry,
  deleteFileEntries,
  driverForDisk,
  idSchema,
  loadOwnEntry,
  notFound,
  parseInput,
  presignSimpleUpload,
  signPartUrls,
  uploadedParts,
} from "@backbeat/core";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

const create = { permission: "music.create" } as const;

/** A POST of the upload flow: its JSON body goes to the core function of the same step. */
function uploadCall(
  path: string,
  run: (services: ApiContext["services"], viewer: ApiContext["viewer"], body: unknown) => Promise<unknown>,
): RestRoute {
  return { method: "POST", path, access: create, handle: (ctx, { body }) => run(ctx.services, ctx.viewer, body) };
}

/** File entries and the three upload paths of docs/spec/2-product-areas.md §7 (form, tus, direct S3). */
export const uploadRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/file-entries",
    access: create,
    // Streamed to a temp file and cut off past the site's max upload size (a field error).
    streamBody: true,
    handle: (ctx) => createFileEntryFromRequest(ctx.services, ctx.viewer, ctx.request),
  },
  {
    method: "POST",
    path: "api/v1/file-entries/delete",
    access: "user",
    handle: (ctx, { body }) => deleteFileEntries(ctx.services, ctx.viewer, body),
  },
  {
    method: "GET",
    path: "api/v1/file-entries/{id}",
    access: "user",
    handle: async (ctx, { params }) => {
      const { id } = parseInput(z.object({ id: idSchema }), params);
      const entry = await loadOwnEntry(ctx.services, ctx.viewer, id);
      const storage = driverForDisk(ctx.services, entry.disk);
      const info = await storage.stat(entry.path);
      if (!info) throw notFound("This file's bytes are missing.");
      return mediaResponse(ctx.request, {
        path: entry.path,
        size: info.size,
        mtime: info.mtime,
        etag: `"fe-${entry.id}-${info.size.toString(16)}"`,
        mime: entry.mime,
        fileName: `${entry.name}`,
        read: (range) => storage.read(entry.path, range),
      });
    },
  },
  uploadCall("api/v1/tus/entries", createTusEntry),
  uploadCall("api/v1/s3/simple/presign", presignSimpleUpload),
  uploadCall("api/v1/s3/multipart/create", createMultipartUpload),
  uploadCall("api/v1/s3/multipart/get-uploaded-parts", uploadedParts),
  uploadCall("api/v1/s3/multipart/batch-sign-part-urls", signPartUrls),
  uploadCall("api/v1/s3/multipart/complete", completeMultipartUpload),
  uploadCall("api/v1/s3/multipart/abort", abortMultipartUpload),
  uploadCall("api/v1/s3/entries", createS3Entry),
];
