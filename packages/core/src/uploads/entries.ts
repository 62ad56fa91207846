import { type FileEntry, type FilePurpose, fileEntriesRepo } from "@backbeat/db";
import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, unauthenticated, validationError } from "../errors.ts";
import { trackPathOf } from "../media/track-path.ts";
import { hasPermission } from "../permissions/check.ts";
import { driverForDisk, storageFor } from "../storage/driver.ts";
import { onAudioStored } from "./hooks.ts";
import { FormTooLargeError, type StreamedForm, streamForm } from "./multipart.ts";
import { requestedPurpose } from "./purpose.ts";
import {
  assertTrackQuota,
  checkContent,
  claimedExtension,
  cleanFileName,
  humanSize,
  newUploadKey,
  type UploadLimit,
  uploadRules,
} from "./rules.ts";
import { SNIFF_BYTES, sniff } from "./sniff.ts";

/** A file entry as the client sees it (docs/spec/2-product-areas.md §3). */
export interface FileEntryJson {
  id: number;
  name: string;
  file_size: number;
  mime: string;
  extension: string;
  path: string;
  updated_at: string;
  url: string;
}

export function fileEntryJson(entry: FileEntry): FileEntryJson {
  return {
    id: entry.id,
    name: entry.name,
    file_size: entry.file_size,
    mime: entry.mime,
    extension: entry.extension,
    path: entry.path,
    updated_at: new Date(entry.updated_at).toISOString(),
    url: `api/v1/file-entries/${entry.id}`,
  };
}

export function uploaderId(viewer: Viewer): number {
  if (!viewer.user) throw unauthenticated();
  return viewer.user.id;
}

/** Client metadata is kept as a small JSON object; anything else is dropped, never an error. */
export function parseMetadata(raw: unknown): Record<string, unknown> {
  let value = raw;
  if (typeof raw === "string") {
    if (raw.length > 8192) return {};
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return JSON.stringify(value).length <= 8192 ? (value as Record<string, unknown>) : {};
}

export { driverForDisk };

export interface IncomingFile {
  /** A local file (tus upload) or bytes already in memory (form upload). */
  source: { path: string } | { blob: Blob };
  clientName: unknown;
  clientExtension?: unknown;
  metadata?: unknown;
  /** What it is uploaded as (an ordinary upload when left out). */
  purpose?: FilePurpose;
}

async function rulesFor(services: CoreServices, viewer: Viewer, limit?: UploadLimit) {
  const rules = await uploadRules(services, viewer);
  if (!limit) return rules;
  return { ...rules, allowed: [...limit.extensions], maxSize: Math.min(limit.maxSize, rules.maxSize) };
}

const typeMatches = (mime: string, types: readonly string[]) =>
  types.some((type) => (type.endsWith("/*") ? mime.startsWith(type.slice(0, -1)) : mime === type));

/**
 * Checks an uploaded file against the site's rules by its real size and first bytes, stores it
 * under a fresh key and records the entry. Audio goes on to the media pipeline.
 */
export async function storeUpload(
  services: CoreServices,
  viewer: Viewer,
  file: IncomingFile,
  limit?: UploadLimit,
): Promise<FileEntryJson> {
  const ownerId = uploaderId(viewer);
  const rules = await rulesFor(services, viewer, limit);
  const blob = "blob" in file.source ? file.source.blob : Bun.file(file.source.path);
  const name = cleanFileName(file.clientName);
  const ext = claimedExtension(name, file.clientExtension);
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = checkContent(rules, { name, size: blob.size, ext }, sniff(head));
  if (limit && !typeMatches(type.mime, limit.types)) throw validationError({ file: [limit.message] });
  if (type.mime.startsWith("audio/")) await assertTrackQuota(services, viewer);
  const storage = storageFor(services);
  const key = newUploadKey(ownerId, type.extension);
  if ("path" in file.source) await storage.putFile(key, file.source.path, { mime: type.mime });
  else await storage.put(key, blob, { mime: type.mime });
  return recordEntry(services, {
    name,
    file_size: blob.size,
    mime: type.mime,
    extension: type.extension,
    path: key,
    disk: storage.kind,
    owner_id: ownerId,
    metadata: parseMetadata(file.metadata),
    purpose: file.purpose ?? "upload",
  });
}

export async function recordEntry(
  services: CoreServices,
  entry: Parameters<typeof fileEntriesRepo.insertFileEntry>[1],
): Promise<FileEntryJson> {
  const row = await fileEntriesRepo.insertFileEntry(services.db, entry);
  if (row.mime.startsWith("audio/")) await onAudioStored(services, row);
  return fileEntryJson(row);
}

/** Multipart framing around the file: boundaries and the small fields stay well below this. */
export const FORM_OVERHEAD = 1024 * 1024;

/**
 * `POST file-entries` read straight from the request: the file part streams to a temp file (a
 * large upload never sits in memory) and the body is cut off once it passes the size setting.
 * A caller with its own door names the purpose and limit; otherwise the form's `purpose` field
 * may ask for a site image (uploads/purpose.ts).
 */
export async function createFileEntryFromRequest(
  services: CoreServices,
  viewer: Viewer,
  request: Request,
  door?: { limit: UploadLimit; purpose: FilePurpose },
) {
  uploaderId(viewer);
  const { maxSize } = await rulesFor(services, viewer, door?.limit);
  let form: StreamedForm;
  try {
    form = await streamForm(request, services.config.dataDir, maxSize + FORM_OVERHEAD);
  } catch (error) {
    if (error instanceof FormTooLargeError)
      throw validationError({ file: [`The file exceeds maximum allowed size of ${humanSize(maxSize)}`] });
    throw error;
  }
  try {
    const asked = door ?? requestedPurpose(viewer, form.fields.purpose);
    if (!form.file) throw validationError({ file: ["Please select a file."] });
    const fileEntry = await storeUpload(
      services,
      viewer,
      {
        source: { path: form.file.path },
        clientName: form.file.name || form.fields.clientName,
        clientExtension: form.fields.clientExtension,
        metadata: form.fields.metadata,
        purpose: asked.purpose,
      },
      asked.limit,
    );
    return { fileEntry };
  } finally {
    await form.dispose();
  }
}

const idList = z
  .union([z.array(z.coerce.number().int().positive()), z.coerce.number().int().positive()])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.number()).max(500));
const pathList = z
  .union([z.array(z.string().max(1024)), z.string().max(1024)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string()).max(500));

export const deleteFileEntriesInput = z.object({
  entryIds: idList.optional().default([]),
  paths: pathList.optional().default([]),
  deleteForever: z.union([z.boolean(), z.enum(["true", "false", "1", "0"])]).optional(),
});

/**
 * `POST file-entries/delete`: removes the entries and their bytes. Only the owner, or someone
 * with files.update, may; one entry that is not theirs refuses the whole request. Entries have
 * no trash, so every delete is for good (`deleteForever` is accepted for the spec's shape).
 */
export async function deleteFileEntries(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof deleteFileEntriesInput>,
) {
  const userId = uploaderId(viewer);
  const entries = await fileEntriesRepo.findFileEntries(services.db, input.entryIds, input.paths);
  const manager = hasPermission(viewer, "files.update");
  if (entries.some((e) => e.owner_id !== userId) && !manager) throw forbidden();
  // A track streams straight from its uploaded file: deleting the file would leave it silent.
  const playing = await fileEntriesRepo.tracksPlayingFrom(
    services.db,
    entries.map((e) => trackPathOf(e.path)),
  );
  if (playing.length)
    throw new DomainError("CONFLICT", `This file is the audio of the track "${playing[0]}". Delete the track first.`);
  for (const entry of entries) await driverForDisk(services, entry.disk).delete(entry.path);
  await fileEntriesRepo.deleteFileEntries(
    services.db,
    entries.map((e) => e.id),
  );
  return { deleted: entries.length };
}

/** One entry for its owner or a files.update holder; others see it as missing. */
export async function loadOwnEntry(services: CoreServices, viewer: Viewer, id: number): Promise<FileEntry> {
  const userId = uploaderId(viewer);
  const entry = await fileEntriesRepo.findFileEntry(services.db, id);
  if (!entry || (entry.owner_id !== userId && !hasPermission(viewer, "files.update")))
    throw notFound("File not found.");
  return entry;
}
