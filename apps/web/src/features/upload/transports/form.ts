import { withRetry } from "../queue/retry.ts";
import type { FileEntry, Transport } from "../queue/types.ts";
import { entryOf, extensionOf, siteRequest, toUploadError, xhrSend } from "./http.ts";

/** Spec 2 §7: `POST file-entries` multipart with file, clientMime, clientExtension, metadata. */
export const formTransport: Transport = {
  async upload({ file, options, signal, onProgress }) {
    const { url, headers } = siteRequest("file-entries");
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
  },
};
