import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { DomainError } from "../errors.ts";

export interface StreamedForm {
  fields: Record<string, string>;
  /** The first file part, written to a temp file; `dispose` removes it. */
  file: { path: string; name: string; size: number } | null;
  dispose(): Promise<void>;
}

const MAX_FIELD = 64 * 1024;
const MAX_HEADERS = 16 * 1024;
const MAX_PARTS = 20;

/** Thrown once the body passes the caller's limit; the caller words it (a field error for uploads). */
export class FormTooLargeError extends Error {
  override readonly name = "FormTooLargeError";
}

const tooLarge = () => new FormTooLargeError("The request body is too large.");
const malformed = () => new DomainError("BAD_REQUEST", "The request body is not valid form data.");

function boundaryOf(contentType: string | null): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!/^multipart\/form-data/i.test(contentType ?? "") || !boundary) throw malformed();
  return boundary;
}

function dispositionOf(headers: string): { name: string; filename: string | null } {
  const line = headers.split("\r\n").find((l) => /^content-disposition:/i.test(l)) ?? "";
  const name = /\bname="([^"]*)"/i.exec(line)?.[1];
  if (name === undefined) throw malformed();
  const filename = /\bfilename="([^"]*)"/i.exec(line)?.[1] ?? null;
  return { name, filename };
}

/**
 * Reads a multipart form from a request body as it arrives: the file part goes straight to a
 * temp file under `<dataDir>/tmp`, so a large upload never sits in memory; other fields are
 * small text (64 KB each). More than `maxBytes` in all is refused as soon as it is exceeded.
 */
export async function streamForm(request: Request, dataDir: string, maxBytes: number): Promise<StreamedForm> {
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!request.body) throw malformed();
  const dir = join(dataDir, "tmp");
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `form-${randomBytes(12).toString("hex")}`);
  const dispose = () => rm(tmp, { force: true });
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let file: StreamedForm["file"] = null;
  let sink: ReturnType<ReturnType<typeof Bun.file>["writer"]> | null = null;
  let text: Buffer[] | null = null;
  let textSize = 0;
  let current: { name: string; filename: string | null } | null = null;
  let state = "preamble" as "preamble" | "after" | "headers" | "body" | "done";
  // A leading CRLF lets the first boundary match the same delimiter as the others.
  let buffer = Buffer.from("\r\n");
  let total = 0;
  let parts = 0;

  const write = (chunk: Buffer) => {
    if (chunk.length === 0) return;
    if (sink && file) {
      sink.write(chunk);
      file.size += chunk.length;
    } else if (text) {
      textSize += chunk.length;
      if (textSize > MAX_FIELD) throw tooLarge();
      text.push(chunk);
    }
  };
  const endPart = async () => {
    if (sink) await sink.end();
    sink = null;
    if (text && current) fields[current.name] = Buffer.concat(text).toString("utf8");
    text = null;
    current = null;
  };

  const step = async (): Promise<boolean> => {
    if (state === "preamble" || state === "body") {
      const at = buffer.indexOf(delimiter);
      if (at === -1) {
        // Keep a tail that may hold the start of a delimiter split across chunks.
        const keep = Math.min(buffer.length, delimiter.length - 1);
        if (state === "body") write(buffer.subarray(0, buffer.length - keep));
        buffer = buffer.subarray(buffer.length - keep);
        return false;
      }
      if (state === "body") {
        write(buffer.subarray(0, at));
        await endPart();
      }
      buffer = buffer.subarray(at + delimiter.length);
      state = "after";
      return true;
    }
    if (state === "after") {
      if (buffer.length < 2) return false;
      const mark = buffer.subarray(0, 2).toString("latin1");
      if (mark === "--") {
        state = "done";
        return false;
      }
      if (mark !== "\r\n") throw malformed();
      buffer = buffer.subarray(2);
      state = "headers";
      return true;
    }
    if (state === "headers") {
      const end = buffer.indexOf("\r\n\r\n");
      if (end === -1) {
        if (buffer.length > MAX_HEADERS) throw malformed();
        return false;
      }
      if (++parts > MAX_PARTS) throw malformed();
      current = dispositionOf(buffer.subarray(0, end).toString("utf8"));
      buffer = buffer.subarray(end + 4);
      if (current.filename !== null && !file) {
        file = { path: tmp, name: current.filename, size: 0 };
        sink = Bun.file(tmp).writer();
      } else if (current.filename === null) {
        text = [];
        textSize = 0;
      }
      // A second file part is read and dropped.
      state = "body";
      return true;
    }
    return false;
  };

  try {
    const reader = request.body.getReader();
    while (state !== "done") {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value);
      while (await step()) {}
    }
    if (state !== "done") throw malformed();
    return { fields, file, dispose };
  } catch (error) {
    await (sink as { end(): unknown } | null)?.end();
    await dispose();
    throw error;
  }
}
