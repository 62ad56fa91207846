import { fileEntriesRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { driverForDisk } from "../storage/driver.ts";
import type { MediaFile } from "../streaming/files.ts";
import { editsSiteImages, type SiteImagePurpose } from "./purpose.ts";

/**
 * A site image from its public path: for everyone once a saved setting uses it, otherwise only for
 * whoever edits that kind of image (the editor's preview). Only entries uploaded for that purpose,
 * of an accepted type: any other upload stays private, whoever asks and whatever a setting names.
 */
export async function siteImageFile(
  services: CoreServices,
  viewer: Viewer,
  image: { purpose: SiteImagePurpose; id: number; inUse: boolean; mime: RegExp },
): Promise<MediaFile> {
  if (!image.inUse && !editsSiteImages(viewer, image.purpose)) throw notFound();
  const entry = await fileEntriesRepo.findFileEntry(services.db, image.id);
  if (entry?.purpose !== image.purpose || !image.mime.test(entry.mime)) throw notFound();
  const storage = driverForDisk(services, entry.disk);
  const info = await storage.stat(entry.path);
  if (!info) throw notFound();
  return {
    path: entry.path,
    size: info.size,
    mtime: info.mtime,
    etag: `"${image.purpose}-${entry.id}-${info.size.toString(16)}"`,
    mime: entry.mime,
    fileName: entry.name,
    read: (range) => storage.read(entry.path, range),
  };
}
