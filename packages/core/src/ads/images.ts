import { fileEntriesRepo } from "@backbeat/db";
import type { z } from "zod";
import type { idInput } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import type { MediaFile } from "../streaming/files.ts";
import { driverForDisk } from "../uploads/entries.ts";
import { editsSiteImages } from "../uploads/purpose.ts";
import { AD_IMAGE_PATH, AD_SLOTS } from "./schemas.ts";

const RASTER = /^image\/(png|jpeg|gif|webp)$/;

/**
 * An uploaded ad image, for everyone once an ad slot uses it (and, for the ads screen's preview
 * before saving, to an admin who may edit ads). Only entries uploaded as ad images: other
 * uploads stay private to their owner, whoever asks and whatever a setting names.
 */
export async function adImageFile(
  services: CoreServices,
  viewer: Viewer,
  { id }: z.output<typeof idInput>,
): Promise<MediaFile> {
  const settings = await services.settings.snapshot();
  const url = `${AD_IMAGE_PATH}${id}`;
  const inUse = AD_SLOTS.some((slot) => settings.get(`ads.${slot}`).image === url);
  if (!inUse && !editsSiteImages(viewer, "ad")) throw notFound();
  const entry = await fileEntriesRepo.findFileEntry(services.db, id);
  if (entry?.purpose !== "ad" || !RASTER.test(entry.mime)) throw notFound();
  const storage = driverForDisk(services, entry.disk);
  const info = await storage.stat(entry.path);
  if (!info) throw notFound();
  return {
    path: entry.path,
    size: info.size,
    mtime: info.mtime,
    etag: `"ad-${entry.id}-${info.size.toString(16)}"`,
    mime: entry.mime,
    fileName: entry.name,
    read: (range) => storage.read(entry.path, range),
  };
}
