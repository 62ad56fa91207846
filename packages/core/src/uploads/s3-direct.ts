import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError } from "../errors.ts";
import { storageFor } from "../storage/driver.ts";
import { S3Storage } from "../storage/s3.ts";
import { parseMetadata, recordEntry, uploaderId } from "./entries.ts";
import {
  assertTrackQuota,
  checkContent,
  checkDeclared,
  claimedExtension,
  cleanFileName,
  newUploadKey,
  uploadRules,
} from "./rules.ts";
import { SNIFF_BYTES, sniff } from "./sniff.ts";

/** Signed URLs live long enough for one slow part, not for reuse days later. */
const URL_SECONDS = 60 * 60;

type Presigner = typeof import("@aws-sdk/s3-request-presigner");
/** The presigner loads with the first signed URL, like the SDK itself (storage/s3.ts). */
const getSignedUrl = (async (...args: Parameters<Presigner["getSignedUrl"]>) =>
  (await import("@aws-sdk/s3-request-presigner")).getSignedUrl(...args)) as Presigner["getSignedUrl"];
/** docs/spec/2-product-areas.md §9: 10 URLs per batch, at most 10000 parts. */
const MAX_BATCH = 10;
const MAX_PARTS = 10_000;

function s3Storage(services: CoreServices): S3Storage {
  const storage = storageFor(services);
  if (!(storage instanceof S3Storage))
    throw new DomainError("BAD_REQUEST", "Direct uploads need S3 storage, and this site stores files on its own disk.");
  return storage;
}

/** Every direct-upload step answers a site without S3 first, before looking at what was sent. */
export function assertDirectUploads(services: CoreServices): void {
  s3Storage(services);
}

/** A key from an earlier presign or create call: only the caller's own uploads are accepted. */
function ownKey(userId: number, key: string): string {
  if (!new RegExp(`^uploads/${userId}/[0-9a-f]{32}(\\.[a-z0-9]{1,10})?$`).test(key))
    throw new DomainError("NOT_FOUND", "Upload not found.");
  return key;
}

export const s3UploadInput = z.object({
  filename: z.string().max(1000).optional(),
  clientName: z.string().max(1000).optional(),
  mime: z.string().max(200).optional(),
  size: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  extension: z.string().max(50).optional(),
  metadata: z.unknown().optional(),
});

async function planUpload(services: CoreServices, viewer: Viewer, input: z.output<typeof s3UploadInput>) {
  const userId = uploaderId(viewer);
  const storage = s3Storage(services);
  const name = cleanFileName(input.filename ?? input.clientName);
  const ext = claimedExtension(name, input.extension);
  checkDeclared(await uploadRules(services, viewer), { name, size: input.size, ext });
  return { storage, key: newUploadKey(userId, ext), size: input.size };
}

/** `POST s3/simple/presign`: a URL the browser PUTs the whole file to. */
export async function presignSimpleUpload(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof s3UploadInput>,
) {
  const { storage, key } = await planUpload(services, viewer, input);
  const { client, sdk } = await storage.use();
  const url = await getSignedUrl(client, new sdk.PutObjectCommand({ Bucket: storage.bucket, Key: key }), {
    expiresIn: URL_SECONDS,
  });
  return { url, acl: "private", key };
}

/** `POST s3/multipart/create`. */
export async function createMultipartUpload(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof s3UploadInput>,
) {
  const { storage, key } = await planUpload(services, viewer, input);
  const { client, sdk } = await storage.use();
  const out = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: storage.bucket, Key: key }));
  return { uploadId: out.UploadId, key };
}

export const s3MultipartInput = z.object({ key: z.string().max(300), uploadId: z.string().min(1).max(1000) });

/**
 * `POST s3/multipart/get-uploaded-parts`, from the bucket's ListParts. A server without it
 * (the s3rver test double) answers none, so the client simply sends every part again.
 */
/** The bucket and the caller's own key that a step of an upload works on. */
async function ownUpload(services: CoreServices, viewer: Viewer, key: string) {
  const storage = s3Storage(services);
  const { client, sdk } = await storage.use();
  return { storage, client, sdk, Key: ownKey(uploaderId(viewer), key) };
}

export async function uploadedParts(services: CoreServices, viewer: Viewer, input: z.output<typeof s3MultipartInput>) {
  const { storage, client, sdk, Key } = await ownUpload(services, viewer, input.key);
  try {
    const out = await client.send(
      new sdk.ListPartsCommand({ Bucket: storage.bucket, Key, UploadId: input.uploadId, MaxParts: 1000 }),
    );
    return { parts: (out.Parts ?? []).map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size })) };
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === "NoSuchUpload" || e.$metadata?.httpStatusCode === 404)
      throw new DomainError("NOT_FOUND", "Upload not found.");
    return { parts: [] };
  }
}

export const s3SignPartsInput = s3MultipartInput.extend({
  partNumbers: z.array(z.coerce.number().int().min(1).max(MAX_PARTS)).min(1).max(MAX_BATCH),
});

/** `POST s3/multipart/batch-sign-part-urls`: at most 10 per call. */
export async function signPartUrls(services: CoreServices, viewer: Viewer, input: z.output<typeof s3SignPartsInput>) {
  const { storage, client, sdk, Key } = await ownUpload(services, viewer, input.key);
  const urls = await Promise.all(
    input.partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        client,
        new sdk.UploadPartCommand({ Bucket: storage.bucket, Key, UploadId: input.uploadId, PartNumber: partNumber }),
        { expiresIn: URL_SECONDS },
      ),
    })),
  );
  return { urls };
}

export const s3CompleteInput = s3MultipartInput.extend({
  parts: z
    .array(z.object({ ETag: z.string().max(200), PartNumber: z.coerce.number().int().min(1).max(MAX_PARTS) }))
    .min(1)
    .max(MAX_PARTS),
});

/** `POST s3/multipart/complete`: joins the parts; the entry itself comes from `s3/entries`. */
export async function completeMultipartUpload(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof s3CompleteInput>,
) {
  const { storage, client, sdk, Key } = await ownUpload(services, viewer, input.key);
  const Parts = [...input.parts].sort((a, b) => a.PartNumber - b.PartNumber);
  try {
    const out = await client.send(
      new sdk.CompleteMultipartUploadCommand({
        Bucket: storage.bucket,
        Key,
        UploadId: input.uploadId,
        MultipartUpload: { Parts },
      }),
    );
    return { location: out.Location ?? null, key: Key };
  } catch (error) {
    throw new DomainError(
      "BAD_REQUEST",
      `The upload could not be completed: ${String((error as Error).message ?? error).slice(0, 200)}`,
    );
  }
}

/** `POST s3/multipart/abort`. */
export async function abortMultipartUpload(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof s3MultipartInput>,
) {
  const { storage, client, sdk, Key } = await ownUpload(services, viewer, input.key);
  await client
    .send(new sdk.AbortMultipartUploadCommand({ Bucket: storage.bucket, Key, UploadId: input.uploadId }))
    .catch(() => {});
  return {};
}

export const s3EntryInput = z.object({
  key: z.string().max(300).optional(),
  filename: z.string().max(300).optional(),
  clientName: z.string().max(1000).optional(),
  clientMime: z.string().max(200).optional(),
  clientExtension: z.string().max(50).optional(),
  size: z.coerce.number().optional(),
  metadata: z.unknown().optional(),
});

/**
 * `POST s3/entries`: records an object the browser put straight into the bucket, after the same
 * checks as any upload (real size from the bucket, type from its first bytes). A refused object
 * is deleted so it cannot linger unaccounted for.
 */
export async function createS3Entry(services: CoreServices, viewer: Viewer, input: z.output<typeof s3EntryInput>) {
  const userId = uploaderId(viewer);
  const storage = s3Storage(services);
  const { client, sdk } = await storage.use();
  const raw = input.key ?? input.filename ?? "";
  const key = ownKey(userId, raw.startsWith("uploads/") ? raw : `uploads/${userId}/${raw}`);
  const info = await storage.stat(key);
  if (!info) throw new DomainError("NOT_FOUND", "Upload not found.");
  const name = cleanFileName(input.clientName ?? input.filename);
  const ext = claimedExtension(name, input.clientExtension);
  let type: { mime: string; extension: string };
  try {
    const head =
      info.size > 0
        ? await client
            .send(new sdk.GetObjectCommand({ Bucket: storage.bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }))
            .then(async (out) => new Uint8Array((await out.Body?.transformToByteArray()) ?? []))
        : new Uint8Array();
    type = checkContent(await uploadRules(services, viewer), { name, size: info.size, ext }, sniff(head));
    if (type.mime.startsWith("audio/")) await assertTrackQuota(services, viewer);
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  const fileEntry = await recordEntry(services, {
    name,
    file_size: info.size,
    mime: type.mime,
    extension: type.extension,
    path: key,
    disk: "s3",
    owner_id: userId,
    metadata: parseMetadata(input.metadata),
  });
  return { fileEntry };
}
