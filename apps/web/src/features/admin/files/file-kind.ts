import type { ListingRow } from "@backbeat/api/types";
/** How the files screen previews an entry, by its stored MIME type. */
export type FileKind = "image" | "audio" | "video" | "other";

export function fileKind(mime: string): FileKind {
  const top = mime.split("/")[0];
  return top === "image" || top === "audio" || top === "video" ? top : "other";
}

/** The entry's bytes as the server streams them (owner or files.update only). */
export function fileUrl(id: number): string {
  return `/api/v1/file-entries/${id}`;
}

/** One row of the files listing (db/src/listings/files.ts). */
export type FileRow = ListingRow<"files">;
