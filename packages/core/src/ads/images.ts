import { fileEntriesRepo } from "@backbeat/db";
import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { checkPermission } from "../permissions/check.ts";
import type { MediaFile } from "../streaming/files.ts";
import { driverForDisk } from "../uploads/entries.ts";
import { parseInput } from "../validation.ts";
import { AD_IMAGE_PATH, AD_SLOTS, type AdSlotConfig } from "./schemas.ts";

const RASTER = /^image\/(png|jpeg|gif|webp)$/;

/**
 * An uploaded ad image, for everyone once an ad slot uses it. Uploads are private to their
 * owner otherwise, so this serves only entries an ad setting names (or, for the ads screen's
 * preview before saving, any raster image to an admin who may edit ads): it never turns the
 * site into a public host for arbitrary uploads.
 */
export async function adImageFile(services: CoreServices, viewer: Viewer, input: unknown): Promise<MediaFile> {
  const { id } = parseInput(z.object({ id: idSchema }), input);
  const settings = await services.settings.snapshot();
  const url = `${AD_IMAGE_PATH}${id}`;
  const inUse = AD_SLOTS.some((slot) => settings.get<Partial<AdSlotConfig>>(`ads.${slot}`, {}).image === url);
  const editor =
    checkPermission(viewer, "admin.access") === "allowed" && checkPermission(viewer, "settings.update") === "allowed";
  if (!inUse && !editor) throw notFound();
  const entry = await fileEntriesRepo.findFileEntry(services.db, id);
  if (!entry || !RASTER.test(entry.mime)) throw notFound();
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
