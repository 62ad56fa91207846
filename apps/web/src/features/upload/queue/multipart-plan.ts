import { MAX_PARTS, MIN_PART_SIZE, SIGN_BATCH_SIZE } from "./constants.ts";

export interface PartRange {
  partNumber: number;
  start: number;
  end: number;
}

/** Part size: at least 5 MB and large enough that the file needs at most 10,000 parts. */
export function partSize(fileSize: number): number {
  return Math.max(MIN_PART_SIZE, Math.ceil(fileSize / MAX_PARTS));
}

/** The file cut into numbered parts (1-based, as S3 numbers them). */
export function planParts(fileSize: number): PartRange[] {
  const size = partSize(fileSize);
  const parts: PartRange[] = [];
  for (let start = 0, n = 1; start < fileSize || n === 1; start += size, n++) {
    parts.push({ partNumber: n, start, end: Math.min(fileSize, start + size) });
    if (fileSize === 0) break;
  }
  return parts;
}

/** Part numbers in groups of 10, one signing call each. */
export function signingBatches(partNumbers: number[]): number[][] {
  const batches: number[][] = [];
  for (let i = 0; i < partNumbers.length; i += SIGN_BATCH_SIZE) batches.push(partNumbers.slice(i, i + SIGN_BATCH_SIZE));
  return batches;
}

/** A file's identity across page loads: name, type, size, modification time and folder path. */
export function fingerprint(
  file: { name: string; type: string; size: number; lastModified: number },
  relativePath = "",
): string {
  return ["backbeat", relativePath || file.name, file.type || "unknown", file.size, file.lastModified].join("|");
}

export interface StoredPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

/** An unfinished multipart upload: its S3 key and id, and the parts already sent. */
export interface StoredMultipart {
  key: string;
  uploadId: string;
  parts: StoredPart[];
}

/** Small key-value storage (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function resumeKey(fp: string): string {
  return `backbeat.s3-multipart.${fp}`;
}

/** Where an unfinished multipart upload is remembered, so a later try resumes from its parts. */
export function multipartResumeStore(storage: KeyValueStore | null) {
  return {
    read(fp: string): StoredMultipart | null {
      try {
        const raw = storage?.getItem(resumeKey(fp));
        if (!raw) return null;
        const value = JSON.parse(raw) as Partial<StoredMultipart>;
        return typeof value.key === "string" && typeof value.uploadId === "string"
          ? { key: value.key, uploadId: value.uploadId, parts: Array.isArray(value.parts) ? value.parts : [] }
          : null;
      } catch {
        return null;
      }
    },
    write(fp: string, value: StoredMultipart) {
      try {
        storage?.setItem(resumeKey(fp), JSON.stringify(value));
      } catch {
        // Storage full or disabled: the upload still works, it just cannot resume.
      }
    },
    clear(fp: string) {
      try {
        storage?.removeItem(resumeKey(fp));
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
