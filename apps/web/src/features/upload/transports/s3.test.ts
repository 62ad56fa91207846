import { describe, expect, test } from "bun:test";
import { ApiError } from "@backbeat/client";
import { MB } from "../queue/constants.ts";
import { resumeKey } from "../queue/multipart-plan.ts";
import { type ProgressEvent, UploadError } from "../queue/types.ts";
import { entryOf, toUploadError } from "./http.ts";
import { type PutPart, s3MultipartTransport, s3SimpleTransport } from "./s3.ts";
import { uploadKeyOf } from "./tus.ts";

/** A file-like object: only size, name, type and slice are used. */
function bigFile(size: number, name = "long.wav") {
  return {
    name,
    size,
    type: "audio/wav",
    lastModified: 1,
    slice: (start: number, end: number) => ({ size: end - start, start }) as unknown as Blob,
  } as unknown as File;
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function fakeS3(options: { failPart?: number; listed?: { PartNumber: number; ETag: string }[] | "error" } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const putParts: number[] = [];
  const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    calls.push({ path, body });
    if (path === "s3/multipart/create") return { uploadId: "up-1", key: "uploads/abc.wav" } as T;
    if (path === "s3/multipart/get-uploaded-parts") {
      if (options.listed === "error") throw new ApiError(404, { message: "gone" });
      return { parts: options.listed ?? [] } as T;
    }
    if (path === "s3/multipart/batch-sign-part-urls")
      return { urls: (body.partNumbers as number[]).map((n) => ({ partNumber: n, url: `https://s3/part/${n}` })) } as T;
    if (path === "s3/simple/presign") return { url: "https://s3/simple", acl: "private", key: "uploads/xyz.mp3" } as T;
    if (path === "s3/entries") return { fileEntry: { id: 9, name: body.clientName } } as T;
    return {} as T;
  };
  const put: PutPart = async (url, body, { onProgress }) => {
    const n = Number(url.split("/").pop());
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    onProgress((body as unknown as { size: number }).size);
    inFlight--;
    if (n === options.failPart) throw new ApiError(403, { message: "denied" });
    putParts.push(n);
    return `"etag-${n}"`;
  };
  return { calls, call, put, putParts, maxInFlight: () => maxInFlight };
}

const job = (file: File, progress: ProgressEvent[] = []) => ({
  file,
  options: { metadata: { purpose: "music" } },
  fingerprint: "fp-1",
  signal: new AbortController().signal,
  onProgress: (e: ProgressEvent) => progress.push(e),
});

describe("S3 multipart transport", () => {
  test("creates, signs 10 URLs per call, sends 5 parts at once, completes and makes the entry", async () => {
    const s3 = fakeS3();
    const storage = memoryStorage();
    const file = bigFile(123 * MB);
    const progress: ProgressEvent[] = [];
    const entry = await s3MultipartTransport({ call: s3.call, put: s3.put, storage }).upload(job(file, progress));
    expect(entry).toMatchObject({ id: 9, name: "long.wav" });
    const signs = s3.calls.filter((c) => c.path === "s3/multipart/batch-sign-part-urls");
    // 123 MB in 5 MB parts: 25 parts, signed as 10 + 10 + 5.
    expect(signs.map((c) => (c.body.partNumbers as number[]).length)).toEqual([10, 10, 5]);
    expect(signs[0]?.body).toMatchObject({ uploadId: "up-1", key: "uploads/abc.wav" });
    expect(s3.maxInFlight()).toBe(5);
    const complete = s3.calls.find((c) => c.path === "s3/multipart/complete");
    const parts = complete?.body.parts as { PartNumber: number; ETag: string }[];
    expect(parts.length).toBe(25);
    expect(parts.map((p) => p.PartNumber)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(parts[0]).toEqual({ ETag: '"etag-1"', PartNumber: 1 });
    expect(s3.calls.at(-1)).toMatchObject({
      path: "s3/entries",
      body: { filename: "abc.wav", clientName: "long.wav", size: file.size, clientExtension: "wav" },
    });
    expect(progress.at(-1)).toEqual({ bytesUploaded: file.size, bytesTotal: file.size });
    // Cleared on completion.
    expect(storage.map.size).toBe(0);
  });

  test("resumes from the stored record: parts already sent are skipped", async () => {
    const s3 = fakeS3({ listed: [] });
    const storage = memoryStorage();
    const stored = Array.from({ length: 20 }, (_, i) => ({ PartNumber: i + 1, ETag: `"old-${i + 1}"` }));
    storage.setItem(resumeKey("fp-1"), JSON.stringify({ key: "uploads/abc.wav", uploadId: "up-0", parts: stored }));
    await s3MultipartTransport({ call: s3.call, put: s3.put, storage }).upload(job(bigFile(123 * MB)));
    expect(s3.calls.some((c) => c.path === "s3/multipart/create")).toBe(false);
    expect(s3.calls[0]).toMatchObject({
      path: "s3/multipart/get-uploaded-parts",
      body: { key: "uploads/abc.wav", uploadId: "up-0" },
    });
    expect(s3.putParts.sort((a, b) => a - b)).toEqual([21, 22, 23, 24, 25]);
    const complete = s3.calls.find((c) => c.path === "s3/multipart/complete");
    expect((complete?.body.parts as unknown[] | undefined)?.length).toBe(25);
    expect(storage.map.size).toBe(0);
  });

  test("the server's uploaded-parts list wins over the local one", async () => {
    const s3 = fakeS3({ listed: [{ PartNumber: 1, ETag: '"s1"' }] });
    const storage = memoryStorage();
    storage.setItem(resumeKey("fp-1"), JSON.stringify({ key: "k", uploadId: "u", parts: [] }));
    await s3MultipartTransport({ call: s3.call, put: s3.put, storage }).upload(job(bigFile(12 * MB)));
    expect(s3.putParts.sort()).toEqual([2, 3]);
  });

  test("an unknown stored upload starts over", async () => {
    const s3 = fakeS3({ listed: "error" });
    const storage = memoryStorage();
    storage.setItem(
      resumeKey("fp-1"),
      JSON.stringify({ key: "k", uploadId: "u", parts: [{ PartNumber: 1, ETag: "x" }] }),
    );
    await s3MultipartTransport({ call: s3.call, put: s3.put, storage }).upload(job(bigFile(12 * MB)));
    expect(s3.calls.some((c) => c.path === "s3/multipart/create")).toBe(true);
    expect(s3.putParts.sort()).toEqual([1, 2, 3]);
  });

  test("a failed step aborts the upload, clears the record and reports no message", async () => {
    const s3 = fakeS3({ failPart: 3 });
    const storage = memoryStorage();
    const failure = await s3MultipartTransport({ call: s3.call, put: s3.put, storage })
      .upload(job(bigFile(30 * MB)))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).userMessage).toBeUndefined();
    expect(s3.calls.find((c) => c.path === "s3/multipart/abort")?.body).toEqual({
      key: "uploads/abc.wav",
      uploadId: "up-1",
    });
    expect(s3.calls.some((c) => c.path === "s3/multipart/complete")).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  test("while running, the record keeps the parts sent so far", async () => {
    const storage = memoryStorage();
    const s3 = fakeS3();
    let seen: unknown = null;
    const put: PutPart = async (url, body, o) => {
      const etag = await s3.put(url, body, o);
      seen = JSON.parse(storage.getItem(resumeKey("fp-1")) ?? "null");
      return etag;
    };
    await s3MultipartTransport({ call: s3.call, put, storage, parallel: 1 }).upload(job(bigFile(12 * MB)));
    expect(seen).toMatchObject({
      key: "uploads/abc.wav",
      uploadId: "up-1",
      parts: [{ PartNumber: 1 }, { PartNumber: 2 }],
    });
  });
});

describe("S3 simple transport", () => {
  test("presigns, PUTs the file with its type and ACL, then makes the entry", async () => {
    const s3 = fakeS3();
    const puts: { url: string; headers?: Record<string, string> }[] = [];
    const put: PutPart = async (url, _body, o) => {
      puts.push({ url, ...(o.headers ? { headers: o.headers } : {}) });
      o.onProgress(10);
      return "";
    };
    const file = { name: "a.mp3", size: 10, type: "audio/mpeg", lastModified: 1 } as unknown as File;
    const entry = await s3SimpleTransport({ call: s3.call, put }).upload({ ...job(file), options: {} });
    expect(entry).toMatchObject({ id: 9 });
    expect(s3.calls[0]).toMatchObject({
      path: "s3/simple/presign",
      body: { filename: "a.mp3", mime: "audio/mpeg", size: 10, extension: "mp3" },
    });
    expect(puts).toEqual([
      { url: "https://s3/simple", headers: { "Content-Type": "audio/mpeg", "x-amz-acl": "private" } },
    ]);
    expect(s3.calls[1]).toMatchObject({ path: "s3/entries", body: { filename: "xyz.mp3", clientMime: "audio/mpeg" } });
  });
});

describe("upload answers", () => {
  test("the file's own error, then the server's message; none for 5xx", () => {
    const fileError = toUploadError(
      new ApiError(422, { message: "Invalid", errors: { file: ["This file type is not allowed"] } }),
    );
    expect((fileError as UploadError).userMessage).toBe("This file type is not allowed");
    expect((toUploadError(new ApiError(413, { message: "Too big" })) as UploadError).userMessage).toBe("Too big");
    expect((toUploadError(new ApiError(500, { message: "SQL boom" })) as UploadError).userMessage).toBeUndefined();
  });
  test("entries come as {fileEntry} or bare", () => {
    expect(entryOf({ fileEntry: { id: 1 } })).toEqual({ id: 1 });
    expect(entryOf({ id: 2 })).toEqual({ id: 2 });
  });
  test("the tus upload key is the URL's last segment", () => {
    expect(uploadKeyOf("http://x/api/v1/tus/upload/abc123")).toBe("abc123");
    expect(uploadKeyOf("/api/v1/tus/upload/abc123/?x=1")).toBe("abc123");
  });
});
