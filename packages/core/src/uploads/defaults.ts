/** Upload settings (docs/spec/2-product-areas.md §5, §9) with the values used when an admin has not set them. */
export interface UploadRules {
  maxSize: number;
  /** Extensions (`mp3`) or mime patterns (`audio/*`); empty allows any type not blocked. */
  allowed: string[];
  blocked: string[];
  tusEnabled: boolean;
  chunkSize: number;
  directS3: boolean;
}

export const UPLOAD_DEFAULTS: UploadRules = {
  maxSize: 500 * 1024 * 1024,
  allowed: ["mp3", "flac", "ogg", "oga", "opus", "wav", "m4a", "aac", "jpg", "jpeg", "png", "gif", "webp"],
  blocked: ["exe", "bat", "cmd", "com", "sh", "php", "js", "html", "htm", "svg"],
  tusEnabled: true,
  chunkSize: 20 * 1024 * 1024,
  directS3: false,
};
