import {
  type CoreServices,
  driverForDisk,
  evaluatePreconditions,
  type IdInput,
  idInput,
  type MediaFile,
  notFound,
  parseInput,
  parseRange,
  rangeStillValid,
  TranscodeBusyError,
  type Viewer,
} from "@backbeat/core";
import type { FileEntry } from "@backbeat/db";
import type { RestRoute } from "../route.ts";

/** `GET path` (an `{id}` path): an image the site shows to anyone, found by `read`. */
export function siteImageRoute(
  path: string,
  summary: string,
  read: (services: CoreServices, viewer: Viewer, input: IdInput) => Promise<MediaFile>,
): RestRoute {
  return {
    method: "GET",
    path,
    file: "image/*",
    summary,
    access: "public",
    handle: async (ctx, { params }) =>
      mediaResponse(ctx.request, await read(ctx.services, ctx.viewer, parseInput(idInput, params))),
  };
}

/**
 * A download, which may need a transcode: when the server's transcode queue is full the answer
 * is 503 with `Retry-After` (a temporary state the client can wait out), not an error page.
 */
export async function downloadResponse(request: Request, load: () => Promise<MediaFile>): Promise<Response> {
  let file: MediaFile;
  try {
    file = await load();
  } catch (error) {
    if (!(error instanceof TranscodeBusyError)) throw error;
    return new Response(JSON.stringify({ message: error.message }), {
      status: 503,
      headers: {
        "content-type": "application/json; charset=utf-8",
        "retry-after": String(error.retryAfterSeconds),
        "cache-control": "no-store",
      },
    });
  }
  return mediaResponse(request, file, { download: true });
}

/** An uploaded file's bytes, from whichever disk holds them; 404 when they are gone. */
export async function fileEntryResponse(services: CoreServices, request: Request, entry: FileEntry): Promise<Response> {
  const storage = driverForDisk(services, entry.disk);
  const info = await storage.stat(entry.path);
  if (!info) throw notFound("This file's bytes are missing.");
  return mediaResponse(request, {
    path: entry.path,
    size: info.size,
    mtime: info.mtime,
    etag: `"fe-${entry.id}-${info.size.toString(16)}"`,
    mime: entry.mime,
    fileName: entry.name,
    read: (range) => storage.read(entry.path, range),
  });
}

/**
 * A file answered the way media players expect: `Accept-Ranges`, 206 with `Content-Range`,
 * 416 for ranges past the end, ETag/Last-Modified with 304 and 412, and `Bun.file` bodies so
 * the runtime sends the bytes straight from the file (sendfile) without copying them.
 */
export function mediaResponse(
  request: Request,
  file: MediaFile,
  options: { download?: boolean } = {},
): Response | Promise<Response> {
  const validators = { etag: file.etag, lastModified: file.mtime };
  const headers = new Headers({
    "accept-ranges": "bytes",
    etag: file.etag,
    "last-modified": file.mtime.toUTCString(),
    "cache-control": "private, max-age=86400",
    "content-type": file.mime,
    "x-content-type-options": "nosniff",
  });
  if (options.download) {
    // The same URL answers in the user's current download format (MP3 or FLAC): always revalidate,
    // so a format change is never hidden behind a cached copy (the ETag differs per format).
    headers.set("cache-control", "private, no-cache");
    const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_");
    headers.set(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  }
  const precondition = evaluatePreconditions(request.headers, validators);
  if (precondition === "failed") return new Response(null, { status: 412, headers });
  if (precondition === "not-modified") {
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  let range = parseRange(request.headers.get("range"), file.size);
  if (range.kind !== "full" && !rangeStillValid(request.headers, validators)) range = { kind: "full" };
  if (range.kind === "unsatisfiable") {
    headers.set("content-range", `bytes */${file.size}`);
    headers.delete("content-type");
    return new Response(null, { status: 416, headers });
  }
  if (file.read) return storedResponse(request, file, range, headers);
  const body = Bun.file(file.path, { type: file.mime });
  if (range.kind === "partial") {
    headers.set("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set("content-length", String(range.end - range.start + 1));
    return new Response(body.slice(range.start, range.end + 1, file.mime), { status: 206, headers });
  }
  headers.set("content-length", String(file.size));
  return new Response(body, { status: 200, headers });
}

/**
 * Bytes from a storage driver other than local disk (S3): only the asked range is fetched,
 * and a HEAD request fetches nothing.
 */
async function storedResponse(
  request: Request,
  file: MediaFile,
  range: { kind: "full" } | { kind: "partial"; start: number; end: number },
  headers: Headers,
): Promise<Response> {
  const partial = range.kind === "partial";
  const length = partial ? range.end - range.start + 1 : file.size;
  if (partial) headers.set("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set("content-length", String(length));
  const status = partial ? 206 : 200;
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  const read = file.read as NonNullable<MediaFile["read"]>;
  return new Response(await read(partial ? { start: range.start, end: range.end } : undefined), { status, headers });
}
