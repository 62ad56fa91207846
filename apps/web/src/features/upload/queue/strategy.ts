import { S3_MULTIPART_MIN_SIZE, TUS_MIN_SIZE } from "./constants.ts";
import type { UploadSettings } from "./settings.ts";
import type { UploadStrategy } from "./types.ts";

/**
 * docs/spec/2-product-areas.md §4 "Strategy": direct S3 when enabled and the driver's name ends with s3 (multipart from
 * 100 MB, one presigned PUT below); otherwise tus from 4 MB unless disabled; otherwise a form post.
 */
export function chooseStrategy(size: number, settings: UploadSettings): UploadStrategy {
  if (settings.s3DirectUpload && settings.driver.toLowerCase().endsWith("s3")) {
    return size >= S3_MULTIPART_MIN_SIZE ? "s3-multipart" : "s3-simple";
  }
  if (size >= TUS_MIN_SIZE && !settings.disableTus) return "tus";
  return "form";
}

/**
 * While one of these runs the queue runs nothing else: a file from a dropped folder, a multipart
 * upload, or a resumable upload that takes more than one chunk.
 */
export function runsAlone(
  item: { size: number; strategy: UploadStrategy; relativePath?: string | undefined },
  settings: UploadSettings,
): boolean {
  if (item.relativePath?.includes("/")) return true;
  if (item.strategy === "s3-multipart") return true;
  return item.strategy === "tus" && item.size > settings.chunkSize;
}
