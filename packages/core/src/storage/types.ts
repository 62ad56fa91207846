/** Where uploaded and imported bytes live: `<dataDir>/media/` or an S3-compatible bucket. */
export interface StorageDriver {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array | Blob, options?: { mime?: string }): Promise<void>;
  putFile(key: string, localPath: string, options?: { mime?: string }): Promise<void>;
  /** Runs fn with a local file holding the object (the local driver's own path; S3 downloads to a temp file removed afterwards). */
  withLocalCopy<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  delete(key: string): Promise<void>;
  /** A Response body for streaming with byte ranges (inclusive end): local → Bun.file slice, S3 → GetObject with Range. */
  read(key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | Blob>;
}

/** S3-compatible bucket settings (S3_* in the environment). */
export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: "local" | "s3";
  s3?: S3Config;
}
