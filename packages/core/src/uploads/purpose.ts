import type { FilePurpose } from "@backbeat/db";
import type { Viewer } from "../context.ts";
import { forbidden, validationError } from "../errors.ts";
import { checkPermission } from "../permissions/check.ts";
import type { UploadLimit } from "./rules.ts";

/**
 * Images the site shows from its public appearance and ad paths (appearance/images.ts,
 * ads/images.ts). Those paths serve only entries uploaded as such, so a private upload (a
 * backstage proof, a music file) never becomes public by being named in a setting.
 */
export type SiteImagePurpose = Extract<FilePurpose, "appearance" | "ad">;

/** Who edits what each kind of site image is used for. */
const EDITED_WITH: Record<SiteImagePurpose, string> = {
  appearance: "appearance.update",
  ad: "settings.update",
};

const SITE_IMAGE: UploadLimit = {
  extensions: ["png", "jpg", "jpeg", "gif", "webp"],
  types: ["image/png", "image/jpeg", "image/gif", "image/webp"],
  message: "Upload a PNG, JPEG, GIF or WebP image.",
  maxSize: 10 * 1024 * 1024,
};

/** Whether the viewer edits this kind of site image: uploads it and previews it before it is used. */
export function editsSiteImages(viewer: Viewer, purpose: SiteImagePurpose): boolean {
  return (
    checkPermission(viewer, "admin.access") === "allowed" && checkPermission(viewer, EDITED_WITH[purpose]) === "allowed"
  );
}

const isSiteImagePurpose = (value: string): value is SiteImagePurpose => Object.hasOwn(EDITED_WITH, value);

/**
 * The purpose a `POST file-entries` form asks for (its `purpose` field): none is an ordinary
 * upload; a site image needs the permission that edits it and must be a raster image.
 */
export function requestedPurpose(
  viewer: Viewer,
  field: string | undefined,
): { purpose: FilePurpose; limit?: UploadLimit } {
  if (field === undefined || field === "") return { purpose: "upload" };
  if (!isSiteImagePurpose(field)) throw validationError({ purpose: ["The purpose must be appearance or ad."] });
  if (!editsSiteImages(viewer, field)) throw forbidden();
  return { purpose: field, limit: SITE_IMAGE };
}
