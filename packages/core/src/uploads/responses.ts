import { z } from "zod";

// What the upload calls answer, for the API documentation (rest/openapi.ts); the shapes follow
// the return types of the core functions behind them.

export const fileEntryResponse = z.object({
  id: z.number(),
  name: z.string(),
  file_size: z.number(),
  mime: z.string(),
  extension: z.string(),
  path: z.string(),
  updated_at: z.string(),
  url: z.string(),
});

export const fileEntryCreatedResponse = z.object({ fileEntry: fileEntryResponse });
export const fileEntriesDeletedResponse = z.object({ deleted: z.number() });
export const presignedUploadResponse = z.object({ url: z.string(), acl: z.string(), key: z.string() });
export const multipartCreatedResponse = z.object({ uploadId: z.string().optional(), key: z.string() });
export const uploadedPartsResponse = z.object({
  parts: z.array(
    z.object({ PartNumber: z.number().optional(), ETag: z.string().optional(), Size: z.number().optional() }),
  ),
});
export const signedPartUrlsResponse = z.object({
  urls: z.array(z.object({ partNumber: z.number(), url: z.string() })),
});
export const multipartCompletedResponse = z.object({ location: z.string().nullable(), key: z.string() });
