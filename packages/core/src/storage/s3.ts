import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { isSafeKey } from "./keys.ts";
import type { S3Config, StorageDriver } from "./types.ts";

/** Files larger than this go up in parts, so a big import never sits whole in memory. */
const PART_BYTES = 16 * 1024 * 1024;

export type S3Sdk = typeof import("@aws-sdk/client-s3");
let sdk: Promise<S3Sdk> | undefined;

/** The AWS SDK weighs about 10 MB once loaded: it loads with the first bucket call, not at start-up. */
export function s3Sdk(): Promise<S3Sdk> {
  sdk ??= import("@aws-sdk/client-s3");
  return sdk;
}

export async function s3ClientFor(config: S3Config): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Refused storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/** Objects in an S3-compatible bucket; keys are used as they are. */
export class S3Storage implements StorageDriver {
  readonly kind = "s3" as const;
  readonly bucket: string;
  private connection: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

  constructor(
    readonly config: S3Config,
    private readonly dataDir: string,
  ) {
    this.bucket = config.bucket;
  }

  /** The SDK and this bucket's client, made with the first call. */
  use(): Promise<{ client: S3Client; sdk: S3Sdk }> {
    this.connection ??= Promise.all([s3Sdk(), s3ClientFor(this.config)]).then(([sdk, client]) => ({ sdk, client }));
    return this.connection;
  }

  async put(key: string, body: Uint8Array | Blob, options?: { mime?: string }): Promise<void> {
    const { client, sdk } = await this.use();
    if (body instanceof Blob && body.size > PART_BYTES) return this.putParts(key, body, options?.mime);
    const bytes = body instanceof Blob ? new Uint8Array(await body.arrayBuffer()) : body;
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: checked(key), Body: bytes, ContentType: options?.mime }),
    );
  }

  putFile(key: string, localPath: string, options?: { mime?: string }): Promise<void> {
    return this.put(key, Bun.file(localPath), options);
  }

  private async putParts(key: string, blob: Blob, mime?: string): Promise<void> {
    const { client, sdk } = await this.use();
    const Key = checked(key);
    const { UploadId } = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: mime }),
    );
    try {
      const parts: { ETag?: string; PartNumber: number }[] = [];
      for (let start = 0, n = 1; start < blob.size; start += PART_BYTES, n++) {
        const Body = new Uint8Array(await blob.slice(start, start + PART_BYTES).arrayBuffer());
        const { ETag } = await client.send(
          new sdk.UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber: n, Body }),
        );
        parts.push({ ETag, PartNumber: n });
      }
      await client.send(
        new sdk.CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async withLocalCopy<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    const { client, sdk } = await this.use();
    const root = join(this.dataDir, "tmp");
    await mkdir(root, { recursive: true });
    const dir = await mkdtemp(join(root, "s3-"));
    try {
      const path = join(dir, checked(key).split("/").pop() ?? "object");
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) throw new Error("Empty object body.");
      await Bun.write(path, new Response(out.Body.transformToWebStream()));
      return await fn(path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    const { client, sdk } = await this.use();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { client, sdk } = await this.use();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array>> {
    const { client, sdk } = await this.use();
    const out = await client.send(
      new sdk.GetObjectCommand({
        Bucket: this.bucket,
        Key: checked(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!out.Body) throw new Error("Empty object body.");
    const body = out.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    // Some S3-compatible servers (s3rver) answer a range starting at 0 with the whole object.
    const length = range ? range.end - range.start + 1 : 0;
    if (range && out.ContentLength !== undefined && out.ContentLength > length)
      return sliceStream(body, range.start, length);
    return body;
  }
}

/** The `take` bytes after the first `skip` of a stream; the source is cancelled once they are sent. */
function sliceStream(source: ReadableStream<Uint8Array>, skip: number, take: number): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let toSkip = skip;
  let left = take;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      let chunk = value;
      if (toSkip > 0) {
        const cut = Math.min(toSkip, chunk.length);
        chunk = chunk.subarray(cut);
        toSkip -= cut;
      }
      if (chunk.length > left) chunk = chunk.subarray(0, left);
      left -= chunk.length;
      if (chunk.length) controller.enqueue(chunk);
      if (left === 0) {
        controller.close();
        await reader.cancel();
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
