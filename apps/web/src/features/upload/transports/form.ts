import { withRetry } from "../queue/retry.ts";
import type { FileEntry, Transport, TransportJob } from "../queue/types.ts";
import { entryOf, extensionOf, siteRequest, toUploadError, xhrSend } from "./http.ts";

/** docs/spec/2-product-areas.md §7: a multipart post with file, clientMime, clientExtension and metadata. */
async function formUpload(path: string, { file, options, signal, onProgress }: TransportJob): Promise<FileEntry> {
  const { url, headers } = siteRequest(path);
  try {
    const result = await withRetry(
      () => {
        const body = new FormData();
        body.append("file", file, file.name);
        body.append("clientMime", file.type);
        body.append("clientExtension", extensionOf(file.name));
        body.append("metadata", JSON.stringify({ ...options.metadata, relativePath: options.relativePath ?? null }));
        if (options.relativePath) body.append("relativePath", options.relativePath);
        return xhrSend({
          method: "POST",
          url,
          headers,
          body,
          signal,
          onProgress: (loaded, total) =>
            onProgress({ bytesUploaded: Math.min(loaded, file.size), bytesTotal: file.size || total }),
        });
      },
      { signal },
    );
    return entryOf<FileEntry>(result.body);
  } catch (error) {
    throw toUploadError(error);
  }
}

/** The same post to another upload path (a backstage request's proof files). */
export function formTransportTo(path: string): Transport {
  return { upload: (job) => formUpload(path, job) };
}

/** `POST file-entries`. */
export const formTransport: Transport = formTransportTo("file-entries");
