import { randomBytes } from "node:crypto";
import { tracksRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { checkPermission, type PermissionHolder, restrictionValue } from "../permissions/check.ts";
import type { UploadRules } from "./defaults.ts";
import { CLAIMED_KIND, type Sniffed } from "./sniff.ts";

/**
 * The site's upload settings; for a viewer, the size is also capped by the "Maximum upload size"
 * a role may put on music.create (in MB; the smaller limit wins).
 */
export async function uploadRules(services: CoreServices, viewer?: PermissionHolder): Promise<UploadRules> {
  const s = await services.settings.snapshot();
  const roleLimitMb = viewer ? Number(restrictionValue(viewer, "music.create", "max_file_size")) : 0;
  const roleLimit = Number.isFinite(roleLimitMb) && roleLimitMb > 0 ? roleLimitMb * 1024 * 1024 : Infinity;
  const lower = (list: string[]) => list.map((v) => v.toLowerCase());
  return {
    maxSize: Math.min(s.get("uploads.max_size"), roleLimit),
    allowed: lower(s.get("uploads.allowed_extensions")),
    blocked: lower(s.get("uploads.blocked_extensions")),
    tusEnabled: s.get("uploads.tus_enabled"),
    chunkSize: s.get("uploads.chunk_size"),
    directS3: s.get("uploads.direct_s3"),
  };
}

/**
 * The "Maximum tracks" a role may put on music.create: an audio upload past it is refused before
 * any byte is stored. `ownedTracks` is the uploader's current count.
 */
export async function assertTrackQuota(
  services: CoreServices,
  viewer: PermissionHolder & { user: { id: number } | null },
): Promise<void> {
  const limit = restrictionValue(viewer, "music.create", "count");
  if (limit === null || limit === "" || !viewer.user) return;
  const owned = await tracksRepo.countOwnedTracks(services.db, viewer.user.id);
  if (checkPermission(viewer, "music.create", { restriction: "count", count: owned }) === "over-quota")
    throw new DomainError("OVER_QUOTA", "You have reached the number of tracks you may upload.");
}

/**
 * The client's file name as a label only: no path (the last segment of either separator),
 * no control characters, NUL or bidi overrides, bounded length. The stored key never uses it.
 */
export function cleanFileName(raw: unknown): string {
  const text = typeof raw === "string" ? raw : "";
  const base = text.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 200);
  return cleaned || "file";
}

/** The lower-case extension a client claims, from its own field or its name; letters and digits only. */
export function claimedExtension(name: string, clientExtension?: unknown): string {
  const fromField = typeof clientExtension === "string" ? clientExtension.replace(/^\./, "") : "";
  const fromName = name.includes(".") ? (name.split(".").pop() ?? "") : "";
  const ext = (fromField || fromName).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : "";
}

function matches(pattern: string, ext: string, mime: string): boolean {
  if (pattern.includes("/")) {
    if (pattern.endsWith("/*")) return mime.startsWith(pattern.slice(0, -1));
    return mime === pattern;
  }
  return pattern.replace(/^\./, "") === ext;
}

const refuse = (message: string) => validationError({ file: [message] });

export function humanSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${Number.isInteger(n) ? n : n.toFixed(1)} ${units[i]}`;
}

/**
 * The checks that need no bytes (name, declared size, claimed type): run before a resumable or
 * direct upload starts, and again with the real size and sniffed type when it ends.
 */
export function checkDeclared(rules: UploadRules, file: { name: string; size: number; ext: string; mime?: string }) {
  if (!Number.isSafeInteger(file.size) || file.size <= 0) throw refuse("The file is empty.");
  if (file.size > rules.maxSize)
    throw refuse(`\`${file.name}\` exceeds maximum allowed size of ${humanSize(rules.maxSize)}`);
  const mime = (file.mime ?? "").toLowerCase();
  if (rules.blocked.some((p) => matches(p, file.ext, mime))) throw refuse("This file type is not allowed");
  if (rules.allowed.length && !rules.allowed.some((p) => matches(p, file.ext, mime)))
    throw refuse("This file type is not allowed");
}

/**
 * The stored type comes from the bytes: a file claiming an audio or image extension must sniff
 * as that kind (a PNG named .mp3 is refused), and the sniffed type must itself be allowed.
 */
export function checkContent(
  rules: UploadRules,
  file: { name: string; size: number; ext: string },
  sniffed: Sniffed | null,
): { mime: string; extension: string } {
  checkDeclared(rules, file);
  const claimed = CLAIMED_KIND[file.ext];
  if (claimed && sniffed?.kind !== claimed)
    throw refuse(claimed === "audio" ? "This file is not audio." : "This file is not an image.");
  if (!sniffed) {
    if (!file.ext) throw refuse("This file type is not allowed");
    return { mime: "application/octet-stream", extension: file.ext };
  }
  checkDeclared(rules, { ...file, ext: sniffed.extension, mime: sniffed.mime });
  return { mime: sniffed.mime, extension: claimed ? file.ext : sniffed.extension };
}

/** A new storage key: never derived from the client's name. */
export function newUploadKey(userId: number, extension: string): string {
  const ext = /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : "";
  return `uploads/${userId}/${randomBytes(16).toString("hex")}${ext}`;
}

/**
 * A narrower door than the music upload: its own allowed extensions in place of the site's
 * (which name what music uploads take), only these stored types (mime or `type/*`), at most
 * this size. The site's blocked types still apply.
 */
export interface UploadLimit {
  extensions: readonly string[];
  types: readonly string[];
  message: string;
  maxSize: number;
}
