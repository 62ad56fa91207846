/** docs/spec/2-product-areas.md §3 "Upload record" plus what the upload list shows. */
export type UploadStatus = "pending" | "inProgress" | "completed" | "failed" | "aborted";

export type UploadStrategy = "tus" | "s3-multipart" | "s3-simple" | "form";

/** docs/spec/2-product-areas.md §3 "File entry". */
export interface FileEntry {
  id: number;
  name: string;
  file_size: number;
  mime: string;
  extension: string;
  path?: string;
  updated_at?: string;
  url?: string;
  [key: string]: unknown;
}

export interface UploadOptions {
  /** Sent with the file (tus metadata, form field, S3 create payload). */
  metadata?: Record<string, string | number | boolean | null>;
  /** Where in a dropped folder the file was, e.g. "Album/01 Intro.mp3". */
  relativePath?: string;
}

export interface UploadRecord {
  id: string;
  name: string;
  size: number;
  mime: string;
  relativePath?: string;
  status: UploadStatus;
  percentage: number;
  bytesUploaded: number;
  /** Bytes per second over the last few seconds; 0 when idle. */
  speed: number;
  strategy: UploadStrategy;
  entry?: FileEntry;
  /** Failed: the server's message, 'Upload timed out', a restriction message, or none. */
  error?: string;
  options: UploadOptions;
}

export interface ProgressEvent {
  bytesUploaded: number;
  bytesTotal: number;
}

/** What every transport gets: the file, its options and the progress and cancellation hooks. */
export interface TransportJob {
  file: File;
  options: UploadOptions;
  fingerprint: string;
  signal: AbortSignal;
  onProgress: (event: ProgressEvent) => void;
}

/** One protocol (tus, S3 multipart, S3 simple, form); resolves with the stored file entry. */
export interface Transport {
  upload(job: TransportJob): Promise<FileEntry>;
}

export type TransportFor = (strategy: UploadStrategy) => Transport;

/** A failure whose message may be shown (the server's message, or none). */
export class UploadError extends Error {
  readonly userMessage: string | undefined;
  readonly status: number | undefined;
  constructor(userMessage?: string, status?: number) {
    super(userMessage ?? "Upload failed");
    this.name = "UploadError";
    this.userMessage = userMessage;
    this.status = status;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === "AbortError"
    : (error as { name?: string } | null)?.name === "AbortError";
}
