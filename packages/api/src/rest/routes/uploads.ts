import {
  abortMultipartUpload,
  assertDirectUploads,
  completeMultipartUpload,
  createFileEntryFromRequest,
  createMultipartUpload,
  createS3Entry,
  createTusEntry,
  deleteFileEntries,
  deleteFileEntriesInput,
  fileEntriesDeletedResponse,
  fileEntryCreatedResponse,
  idSchema,
  loadOwnEntry,
  multipartCompletedResponse,
  multipartCreatedResponse,
  parseInput,
  presignedUploadResponse,
  presignSimpleUpload,
  s3CompleteInput,
  s3EntryInput,
  s3MultipartInput,
  s3SignPartsInput,
  s3UploadInput,
  signedPartUrlsResponse,
  signPartUrls,
  tusEntryInput,
  uploadedParts,
  uploadedPartsResponse,
} from "@backbeat/core";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import type { RestRoute } from "../route.ts";
import { fileEntryResponse } from "./media.ts";

const create = { permission: "music.create" } as const;

/**
 * A POST of the upload flow: its JSON body, checked against the step's schema, goes to the core
 * function of the same step. Direct S3 steps refuse a site without S3 before the body is read.
 */
function uploadCall<S extends z.ZodType>(
  path: string,
  run: (services: ApiContext["services"], viewer: ApiContext["viewer"], input: z.output<S>) => Promise<unknown>,
  schemas: Pick<RestRoute, "output" | "summary"> & { input: S },
  s3 = true,
): RestRoute {
  return {
    method: "POST",
    path,
    access: create,
    ...schemas,
    handle: (ctx, { body }) => {
      if (s3) assertDirectUploads(ctx.services);
      return run(ctx.services, ctx.viewer, parseInput(schemas.input, body));
    },
  };
}

/** File entries and the three upload paths of docs/spec/2-product-areas.md §7 (form, tus, direct S3). */
export const uploadRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/file-entries",
    output: fileEntryCreatedResponse,
    multipart: true,
    summary: "Uploads a file (multipart form).",
    access: create,
    // Streamed to a temp file and cut off past the site's max upload size (a field error).
    streamBody: true,
    handle: (ctx) => createFileEntryFromRequest(ctx.services, ctx.viewer, ctx.request),
  },
  {
    method: "POST",
    path: "api/v1/file-entries/delete",
    input: deleteFileEntriesInput,
    output: fileEntriesDeletedResponse,
    summary: "Deletes the signed-in user's file entries.",
    access: "user",
    handle: (ctx, { body }) => deleteFileEntries(ctx.services, ctx.viewer, parseInput(deleteFileEntriesInput, body)),
  },
  {
    method: "GET",
    path: "api/v1/file-entries/{id}",
    file: "application/octet-stream",
    summary: "One of the signed-in user's uploaded files.",
    access: "user",
    handle: async (ctx, { params }) => {
      const { id } = parseInput(z.object({ id: idSchema }), params);
      const entry = await loadOwnEntry(ctx.services, ctx.viewer, id);
      return fileEntryResponse(ctx.services, ctx.request, entry);
    },
  },
  uploadCall(
    "api/v1/tus/entries",
    createTusEntry,
    {
      input: tusEntryInput,
      output: fileEntryCreatedResponse,
      summary: "Turns a finished tus upload into a file entry.",
    },
    false,
  ),
  uploadCall("api/v1/s3/simple/presign", presignSimpleUpload, {
    input: s3UploadInput,
    output: presignedUploadResponse,
    summary: "A presigned URL to upload one file straight to S3.",
  }),
  uploadCall("api/v1/s3/multipart/create", createMultipartUpload, {
    input: s3UploadInput,
    output: multipartCreatedResponse,
    summary: "Starts a multipart upload straight to S3.",
  }),
  uploadCall("api/v1/s3/multipart/get-uploaded-parts", uploadedParts, {
    input: s3MultipartInput,
    output: uploadedPartsResponse,
    summary: "The parts of a multipart upload S3 already holds.",
  }),
  uploadCall("api/v1/s3/multipart/batch-sign-part-urls", signPartUrls, {
    input: s3SignPartsInput,
    output: signedPartUrlsResponse,
    summary: "Presigned URLs for the next parts of a multipart upload.",
  }),
  uploadCall("api/v1/s3/multipart/complete", completeMultipartUpload, {
    input: s3CompleteInput,
    output: multipartCompletedResponse,
    summary: "Completes a multipart upload.",
  }),
  uploadCall("api/v1/s3/multipart/abort", abortMultipartUpload, {
    input: s3MultipartInput,
    output: z.object({}),
    summary: "Abandons a multipart upload.",
  }),
  uploadCall("api/v1/s3/entries", createS3Entry, {
    input: s3EntryInput,
    output: fileEntryCreatedResponse,
    summary: "Turns an object uploaded to S3 into a file entry.",
  }),
];
