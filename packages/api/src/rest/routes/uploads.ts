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
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

const create = { permission: "music.create" } as const;

/** File entries and the three upload paths of spec 2 §7 (form, tus, direct S3). */
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
  {
    method: "POST",
    path: "api/v1/tus/entries",
    access: create,
    handle: (ctx, { body }) => createTusEntry(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/simple/presign",
    access: create,
    handle: (ctx, { body }) => presignSimpleUpload(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/multipart/create",
    access: create,
    handle: (ctx, { body }) => createMultipartUpload(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/multipart/get-uploaded-parts",
    access: create,
    handle: (ctx, { body }) => uploadedParts(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/multipart/batch-sign-part-urls",
    access: create,
    handle: (ctx, { body }) => signPartUrls(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/multipart/complete",
    access: create,
    handle: (ctx, { body }) => completeMultipartUpload(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/multipart/abort",
    access: create,
    handle: (ctx, { body }) => abortMultipartUpload(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/s3/entries",
    access: create,
    handle: (ctx, { body }) => createS3Entry(ctx.services, ctx.viewer, body),
  },
];
