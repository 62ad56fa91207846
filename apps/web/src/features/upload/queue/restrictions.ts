import { formatBytes, type UploadSettings } from "./settings.ts";

/** docs/spec/2-product-areas.md §5 "Upload restrictions": maximum size, allowed types, blocked types. */
export interface Restrictions {
  maxSize: number;
  /** Mime patterns ("audio/*", "audio/mpeg") or extensions ("mp3", ".mp3"); empty allows all. */
  allowedTypes: string[];
  blockedTypes: string[];
}

export const TYPE_NOT_ALLOWED = "This file type is not allowed";

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

function matchesType(file: { name: string; type: string }, pattern: string): boolean {
  const p = pattern.trim().toLowerCase();
  if (!p) return false;
  if (p.includes("/")) {
    const mime = file.type.toLowerCase();
    return p.endsWith("/*") ? mime.startsWith(p.slice(0, -1)) : mime === p;
  }
  return extensionOf(file.name) === p.replace(/^\./, "");
}

/** Joins the page's own rules with the site's upload settings (the stricter of each). */
export function combineRestrictions(page: Partial<Restrictions>, settings: UploadSettings): Restrictions {
  const sizes = [page.maxSize ?? 0, settings.maxSize].filter((n) => n > 0);
  return {
    maxSize: sizes.length ? Math.min(...sizes) : 0,
    allowedTypes: page.allowedTypes?.length ? page.allowedTypes : settings.allowedTypes,
    blockedTypes: [...(page.blockedTypes ?? []), ...settings.blockedTypes],
  };
}

/** The message for a file the restrictions refuse, or null. */
export function restrictionError(
  file: { name: string; type: string; size: number },
  rules: Restrictions,
): string | null {
  if (rules.blockedTypes.some((p) => matchesType(file, p))) return TYPE_NOT_ALLOWED;
  if (rules.allowedTypes.length && !rules.allowedTypes.some((p) => matchesType(file, p))) return TYPE_NOT_ALLOWED;
  if (rules.maxSize > 0 && file.size > rules.maxSize) {
    return `\`${file.name}\` exceeds maximum allowed size of ${formatBytes(rules.maxSize)}`;
  }
  return null;
}
