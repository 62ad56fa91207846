import { browserEnvironment } from "@backbeat/client";
import { type DetailedError, Upload } from "tus-js-client";
import { TUS_RETRY_DELAYS_MS } from "../queue/constants.ts";
import type { UploadSettings } from "../queue/settings.ts";
import { type FileEntry, type Transport, UploadError } from "../queue/types.ts";
import { entryOf, extensionOf, type JsonCall, jsonCall, toUploadError } from "./http.ts";

export const TUS_ENDPOINT = "/api/v1/tus/upload";

/** The tus upload's id: the last path segment of its URL. */
export function uploadKeyOf(url: string): string {
  return (
    url
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? ""
  );
}

function tusError(error: Error): UploadError {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus();
  if (!response || !status || status >= 500) return new UploadError(undefined, status);
  let message: string | undefined;
  try {
    const body = JSON.parse(response.getBody() || "{}") as {
      message?: string;
      errors?: Record<string, string[] | string>;
    };
    const file = body.errors?.file;
    message = (Array.isArray(file) ? file[0] : file) || body.message;
  } catch {
    message = response.getBody() || undefined;
  }
  return new UploadError(message, status);
}

/**
 * docs/spec/2-product-areas.md §7: a tus upload to `api/v1/tus/upload` with the XSRF header (tus-js-client does the
 * protocol, resuming and the 0/3/5/10/20 s retries), then `POST tus/entries {uploadKey}`.
 */
export function tusTransport(settings: () => UploadSettings, call: JsonCall = jsonCall): Transport {
  return {
    async upload({ file, options, fingerprint, signal, onProgress }) {
      const xsrf = browserEnvironment().xsrfToken;
      const url = await new Promise<string>((resolve, reject) => {
        const upload = new Upload(file, {
          endpoint: TUS_ENDPOINT,
          chunkSize: settings().chunkSize,
          retryDelays: TUS_RETRY_DELAYS_MS,
          headers: xsrf ? { "X-XSRF-TOKEN": xsrf } : {},
          metadata: {
            name: file.name,
            filename: file.name,
            clientName: file.name,
            clientMime: file.type || "application/octet-stream",
            clientExtension: extensionOf(file.name),
            clientSize: String(file.size),
            ...(options.relativePath ? { relativePath: options.relativePath } : {}),
            metadata: JSON.stringify(options.metadata ?? {}),
          },
          fingerprint: async () => fingerprint,
          removeFingerprintOnSuccess: true,
          onProgress: (bytesUploaded, bytesTotal) => onProgress({ bytesUploaded, bytesTotal }),
          onSuccess: () => (upload.url ? resolve(upload.url) : reject(new UploadError())),
          onError: (error) => reject(tusError(error)),
        });
        signal.addEventListener(
          "abort",
          () => {
            // Keep the server's partial upload so a retry resumes it.
            void upload.abort(false);
            reject(new DOMException("Upload aborted", "AbortError"));
          },
          { once: true },
        );
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (signal.aborted) return;
            const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
            if (latest) upload.resumeFromPreviousUpload(latest);
            upload.start();
          })
          .catch(() => upload.start());
      });
      try {
        const body = await call<unknown>("tus/entries", { uploadKey: uploadKeyOf(url) }, signal);
        return entryOf<FileEntry>(body);
      } catch (error) {
        throw toUploadError(error);
      }
    },
  };
}
