import { ApiError, type ApiErrorBody, apiRequest, browserEnvironment, buildRequest } from "@backbeat/client";
import { NetworkError, withRetry } from "../queue/retry.ts";
import { UploadError } from "../queue/types.ts";

export interface SendResult {
  status: number;
  body: unknown;
  header(name: string): string | null;
}

export interface SendOptions {
  method: "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  signal: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text };
  }
}

/** One request with upload progress (fetch has none): XMLHttpRequest, cancelled by the signal. */
export function xhrSend(options: SendOptions): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(new DOMException("Upload aborted", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, options.url);
    xhr.withCredentials = !/^https?:\/\//i.test(options.url);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.total);
    const onAbort = () => xhr.abort();
    options.signal.addEventListener("abort", onAbort, { once: true });
    const done = () => options.signal.removeEventListener("abort", onAbort);
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 400) reject(new ApiError(xhr.status, (body ?? {}) as ApiErrorBody));
      else resolve({ status: xhr.status, body, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException("Upload aborted", "AbortError"));
    };
    xhr.send(options.body);
  });
}

/** A JSON call to the API through the request layer (api/v1 prefix, XSRF header, workspace). */
export type JsonCall = <T>(path: string, body: Record<string, unknown>, signal: AbortSignal) => Promise<T>;

export const jsonCall: JsonCall = (path, body, signal) =>
  withRetry(() => apiRequest(path, { method: "POST", body }), { signal });

/** The request layer's URL and headers (X-XSRF-TOKEN, workspace) for a same-site upload. */
export function siteRequest(path: string): { url: string; headers: Record<string, string> } {
  const { url, init } = buildRequest(path, { method: "POST" }, browserEnvironment());
  return { url, headers: { ...(init.headers as Record<string, string>) } };
}

/** docs/spec/2-product-areas.md §8: the file error message if present, else the server's message; none for 5xx. */
export function toUploadError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status >= 500) return new UploadError(undefined, error.status);
  const fileErrors = error.body.errors?.file;
  const fileError = Array.isArray(fileErrors) ? fileErrors[0] : fileErrors;
  const firstField = Object.values(error.body.errors ?? {})[0];
  const fieldError = Array.isArray(firstField) ? firstField[0] : firstField;
  return new UploadError(fileError || fieldError || error.body.message || undefined, error.status);
}

/** `{fileEntry}` or the entry itself. */
export function entryOf<T>(body: unknown): T {
  const b = body as { fileEntry?: T } | null;
  return (b && typeof b === "object" && "fileEntry" in b ? b.fileEntry : b) as T;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
