import { MB, MIN_CHUNK_SIZE } from "./constants.ts";

/** The upload settings the queue reads (admin settings, "uploading" tab). */
export interface UploadSettings {
  /** settings `uploads.tus_enabled` false (or `uploads.disable_tus` true). */
  disableTus: boolean;
  /** settings `uploads.direct_s3` (or `uploads.s3_direct_upload`). */
  s3DirectUpload: boolean;
  /** The storage driver's name (`uploads.uploads_driver`, `uploads.driver`), e.g. "local", "s3", "digitalocean_s3". */
  driver: string;
  /** settings `uploads.chunk_size` in bytes, never below the 20 MB minimum. */
  chunkSize: number;
  /** settings `uploads.max_size` in bytes; 0 for no limit. */
  maxSize: number;
  /** settings `uploads.allowed_extensions`: mime patterns or extensions; empty allows all. */
  allowedTypes: string[];
  /** settings `uploads.blocked_extensions`: mime patterns or extensions. */
  blockedTypes: string[];
}

/** Reads `a.b` from nested (`{a: {b}}`) or dotted (`{"a.b": …}`) settings. */
export function readSetting(settings: Record<string, unknown>, name: string): unknown {
  if (name in settings) return settings[name];
  let node: unknown = settings;
  for (const part of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return items.map((v) => String(v).trim().toLowerCase()).filter(Boolean);
}

function bool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

function bytes(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function uploadSettings(settings: Record<string, unknown>): UploadSettings {
  return {
    disableTus:
      readSetting(settings, "uploads.tus_enabled") === false || bool(readSetting(settings, "uploads.disable_tus")),
    s3DirectUpload:
      bool(readSetting(settings, "uploads.direct_s3")) || bool(readSetting(settings, "uploads.s3_direct_upload")),
    // Without a driver name the site is taken to store files itself: direct S3 stays off.
    driver: String(
      readSetting(settings, "uploads.uploads_driver") ?? readSetting(settings, "uploads.driver") ?? "local",
    ),
    chunkSize: Math.max(MIN_CHUNK_SIZE, bytes(readSetting(settings, "uploads.chunk_size"))),
    maxSize: bytes(readSetting(settings, "uploads.max_size")),
    allowedTypes: list(readSetting(settings, "uploads.allowed_extensions")),
    blockedTypes: list(readSetting(settings, "uploads.blocked_extensions")),
  };
}

/** Human size for messages: "2 MB", "1.5 GB". */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(value >= 10 ? 0 : 1))} ${units[unit]}`;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = uploadSettings({});
export { MB };
