import type { IdInput } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import type { MediaFile } from "../streaming/files.ts";
import { siteImageFile } from "../uploads/site-image-file.ts";
import { AD_IMAGE_PATH, AD_SLOTS } from "./schemas.ts";

const RASTER = /^image\/(png|jpeg|gif|webp)$/;

/**
 * An uploaded ad image, for everyone once an ad slot uses it (and, for the ads screen's preview
 * before saving, to an admin who may edit ads). Only entries uploaded as ad images: other
 * uploads stay private to their owner, whoever asks and whatever a setting names.
 */
export async function adImageFile(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<MediaFile> {
  const settings = await services.settings.snapshot();
  const url = `${AD_IMAGE_PATH}${id}`;
  const inUse = AD_SLOTS.some((slot) => settings.get(`ads.${slot}`).image === url);
  return siteImageFile(services, viewer, { purpose: "ad", id, inUse, mime: RASTER });
}
