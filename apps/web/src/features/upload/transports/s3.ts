import { PARALLEL_PARTS } from "../queue/constants.ts";
import {
  browserStorage,
  type KeyValueStore,
  multipartResumeStore,
  planParts,
  type StoredPart,
  signingBatches,
} from "../queue/multipart-plan.ts";
import { withRetry } from "../queue/retry.ts";
import { type FileEntry, isAbortError, type Transport, type TransportJob, UploadError } from "../queue/types.ts";
import { entryOf, extensionOf, type JsonCall, jsonCall, toUploadError, xhrSend } from "./http.ts";

/** Sends bytes to a signed S3 URL; resolves with the answer's ETag. */
export type PutPart = (
  url: string,
  body: Blob,
  options: { signal: AbortSignal; headers?: Record<string, string>; onProgress: (loaded: number) => void },
) => Promise<string>;

export const xhrPut: PutPart = (url, body, { signal, headers, onProgress }) =>
  withRetry(
    () =>
      xhrSend({
        method: "PUT",
        url,
        body,
        signal,
        ...(headers ? { headers } : {}),
        onProgress: (loaded) => onProgress(loaded),
      }).then((r) => r.header("ETag") ?? ""),
    { signal },
  );

export interface S3Deps {
  call?: JsonCall;
  put?: PutPart;
  storage?: KeyValueStore | null;
  parallel?: number;
}

type DonePart = StoredPart;

function basename(key: string): string {
  return key.split("/").pop() ?? key;
}

/** docs/spec/2-product-areas.md §7 `s3/entries`: the stored object becomes a file entry. */
function createEntry(call: JsonCall, job: TransportJob, key: string): Promise<FileEntry> {
  const { file, options, signal } = job;
  return call<unknown>(
    "s3/entries",
    {
      metadata: { ...options.metadata, ...(options.relativePath ? { relativePath: options.relativePath } : {}) },
      key,
      clientMime: file.type,
      clientName: file.name,
      filename: basename(key),
      size: file.size,
      clientExtension: extensionOf(file.name),
    },
    signal,
  ).then((body) => entryOf<FileEntry>(body));
}

/** Direct S3, below 100 MB: `s3/simple/presign`, one PUT, then `s3/entries`. */
export function s3SimpleTransport(deps: S3Deps = {}): Transport {
  const call = deps.call ?? jsonCall;
  const put = deps.put ?? xhrPut;
  return {
    async upload(job) {
      const { file, options, signal, onProgress } = job;
      try {
        const signed = await call<{ url: string; acl?: string; key: string }>(
          "s3/simple/presign",
          {
            filename: file.name,
            mime: file.type,
            disk: (options.metadata?.disk as string | undefined) ?? "uploads",
            size: file.size,
            extension: extensionOf(file.name),
            metadata: options.metadata ?? {},
          },
          signal,
        );
        await put(signed.url, file, {
          signal,
          headers: {
            "Content-Type": file.type || "application/octet-stream",
            ...(signed.acl ? { "x-amz-acl": signed.acl } : {}),
          },
          onProgress: (loaded) => onProgress({ bytesUploaded: loaded, bytesTotal: file.size }),
        });
        return await createEntry(call, job, signed.key);
      } catch (error) {
        throw toUploadError(error);
      }
    },
  };
}

/**
 * Direct S3 multipart, from 100 MB: create (or resume from the record kept under the file's
 * fingerprint), sign part URLs 10 at a time, PUT 5 parts at once, complete, then `s3/entries`.
 * The record is cleared on completion or error; a failed step aborts the upload with no message.
 */
export function s3MultipartTransport(deps: S3Deps = {}): Transport {
  const call = deps.call ?? jsonCall;
  const put = deps.put ?? xhrPut;
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const parallel = deps.parallel ?? PARALLEL_PARTS;
  const resume = multipartResumeStore(storage);
  const read = resume.read;
  const write = resume.write;
  const clear = resume.clear;

  return {
    async upload(job) {
      const { file, options, fingerprint: fp, signal, onProgress } = job;
      let state = read(fp);
      if (state) {
        // The server's list wins; the parts kept here cover servers that cannot list them.
        try {
          const listed = await call<{ parts?: DonePart[] }>(
            "s3/multipart/get-uploaded-parts",
            { key: state.key, uploadId: state.uploadId },
            signal,
          );
          if (Array.isArray(listed.parts) && listed.parts.length) state = { ...state, parts: listed.parts };
        } catch (error) {
          if (isAbortError(error)) throw error;
          clear(fp);
          state = null;
        }
      }
      try {
        if (!state) {
          const created = await call<{ uploadId: string; key: string }>(
            "s3/multipart/create",
            {
              filename: file.name,
              mime: file.type,
              size: file.size,
              extension: extensionOf(file.name),
              metadata: options.metadata ?? {},
            },
            signal,
          );
          state = { key: created.key, uploadId: created.uploadId, parts: [] };
          write(fp, state);
        }
      } catch (error) {
        throw toUploadError(error);
      }
      const current = state;
      const plan = planParts(file.size);
      const done = new Map(current.parts.map((p) => [p.PartNumber, p]));
      const todo = plan.filter((p) => !done.has(p.partNumber));
      const loaded = new Map<number, number>();
      let finishedBytes = plan.filter((p) => done.has(p.partNumber)).reduce((n, p) => n + (p.end - p.start), 0);
      const report = () => {
        let inFlight = 0;
        for (const v of loaded.values()) inFlight += v;
        onProgress({ bytesUploaded: finishedBytes + inFlight, bytesTotal: file.size });
      };
      if (finishedBytes) report();

      const batches = signingBatches(todo.map((p) => p.partNumber));
      const signed = new Map<number, Promise<Record<number, string>>>();
      const urlFor = async (index: number, partNumber: number) => {
        const batch = Math.floor(index / 10);
        let pending = signed.get(batch);
        if (!pending) {
          pending = call<{ urls: { partNumber: number; url: string }[] | Record<string, string> }>(
            "s3/multipart/batch-sign-part-urls",
            { partNumbers: batches[batch] ?? [], uploadId: current.uploadId, key: current.key },
            signal,
          ).then(({ urls }) =>
            Array.isArray(urls)
              ? Object.fromEntries(urls.map((u) => [u.partNumber, u.url]))
              : Object.fromEntries(Object.entries(urls).map(([n, u]) => [Number(n), u])),
          );
          signed.set(batch, pending);
        }
        const url = (await pending)[partNumber];
        if (!url) throw new UploadError();
        return url;
      };

      try {
        let next = 0;
        const worker = async () => {
          while (next < todo.length) {
            if (signal.aborted) throw new DOMException("Upload aborted", "AbortError");
            const index = next++;
            const part = todo[index];
            if (!part) return;
            const url = await urlFor(index, part.partNumber);
            const etag = await put(url, file.slice(part.start, part.end), {
              signal,
              onProgress: (bytes) => {
                loaded.set(part.partNumber, bytes);
                report();
              },
            });
            loaded.delete(part.partNumber);
            finishedBytes += part.end - part.start;
            done.set(part.partNumber, { PartNumber: part.partNumber, ETag: etag, Size: part.end - part.start });
            write(fp, { ...current, parts: [...done.values()] });
            report();
          }
        };
        await Promise.all(Array.from({ length: Math.min(parallel, Math.max(1, todo.length)) }, worker));
        await call(
          "s3/multipart/complete",
          {
            key: current.key,
            uploadId: current.uploadId,
            parts: [...done.values()]
              .sort((a, b) => a.PartNumber - b.PartNumber)
              .map((p) => ({ ETag: p.ETag, PartNumber: p.PartNumber })),
          },
          signal,
        );
        clear(fp);
      } catch (error) {
        // Aborted by the user or the inactivity timer: keep the record so a retry resumes.
        if (isAbortError(error) || signal.aborted) throw error;
        clear(fp);
        await call(
          "s3/multipart/abort",
          { key: current.key, uploadId: current.uploadId },
          new AbortController().signal,
        ).catch(() => {});
        throw new UploadError();
      }
      try {
        return await createEntry(call, job, current.key);
      } catch (error) {
        throw toUploadError(error);
      }
    },
  };
}
