import { formatBytes } from "./queue/settings.ts";
import type { UploadRecord, UploadStatus } from "./queue/types.ts";

export { formatBytes };

/** "1.2 MB/s"; nothing while idle. */
export function formatSpeed(bytesPerSecond: number): string {
  return bytesPerSecond > 0 ? `${formatBytes(Math.round(bytesPerSecond))}/s` : "";
}

/** Untranslated labels: the list translates them. */
export const statusLabel: Record<UploadStatus, string> = {
  pending: "Waiting",
  inProgress: "Uploading",
  completed: "Uploaded",
  failed: "Failed",
  aborted: "Cancelled",
};

/** The message under a failed row: its own, or the generic one (docs/spec/2-product-areas.md §8). */
export function failureText(record: Pick<UploadRecord, "status" | "error">): string | null {
  if (record.status !== "failed") return null;
  return record.error ?? "Upload failed. Please try again.";
}

/** Where the file sits: its folder path, or nothing for a loose file. */
export function folderOf(record: Pick<UploadRecord, "relativePath">): string | null {
  const path = record.relativePath;
  if (!path?.includes("/")) return null;
  return path.slice(0, path.lastIndexOf("/"));
}
