import type { IdInput } from "../catalogue/input.ts";
import type { CoreServices, Viewer } from "../context.ts";
import type { MediaFile } from "../streaming/files.ts";
import { siteImageFile } from "../uploads/site-image-file.ts";
import { appearanceSettingsFrom } from "./editor.ts";
import { APPEARANCE_IMAGE_PATH } from "./schemas.ts";

const IMAGE = /^image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon)$/;

/** Every image address the saved appearance settings use (logos, favicon, landing page). */
function imagesInUse(settings: ReturnType<typeof appearanceSettingsFrom>): Set<string> {
  const { branding, landing } = settings;
  return new Set([
    branding.logo_light,
    branding.logo_dark,
    branding.favicon,
    landing.background_image,
    ...landing.primary_features.map((f) => f.image),
    ...landing.secondary_features.map((f) => f.image),
  ]);
}

/**
 * An uploaded logo, favicon or landing page image, for everyone once a saved appearance setting
 * uses it; before that only the designer (appearance.update) sees it, in the editor's preview.
 * Only entries uploaded as appearance images: any other upload stays private, whoever asks and
 * whatever a setting names.
 */
export async function appearanceImageFile(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<MediaFile> {
  const settings = appearanceSettingsFrom(await services.settings.snapshot());
  const inUse = imagesInUse(settings).has(`${APPEARANCE_IMAGE_PATH}${id}`);
  return siteImageFile(services, viewer, { purpose: "appearance", id, inUse, mime: IMAGE });
}
