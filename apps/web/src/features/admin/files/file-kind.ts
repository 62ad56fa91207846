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

export interface FileRow {
  id: number;
  name: string;
  file_size: number;
  mime: string;
  extension: string;
  path: string;
  disk: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}
