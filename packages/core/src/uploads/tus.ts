import { readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound } from "../errors.ts";
import { storeUpload, uploaderId } from "./entries.ts";

/**
 * Where resumable uploads collect their bytes (`<id>`) and tus's own record (`<id>.json`):
 * `TUS_DIR` when set (a folder every instance mounts), else inside the instance's own data folder.
 */
export function tusDirectory(config: { dataDir: string; tusDir?: string }): string {
  return config.tusDir ?? join(config.dataDir, "uploads", "tus");
}

/** Upload ids name their owner, so every tus request and the entry call can check it cheaply. */
export function tusUploadId(userId: number, random: string): string {
  return `${userId}-${random}`;
}

export function tusOwnerOf(id: string): number | null {
  const match = /^(\d{1,12})-[0-9a-f]{32}$/.exec(id);
  return match ? Number(match[1]) : null;
}

export const tusEntryInput = z.object({ uploadKey: z.string().max(200) });
export type TusEntryInput = z.output<typeof tusEntryInput>;

/**
 * `POST tus/entries`: turns a finished resumable upload into a file entry, with the same checks
 * as a form upload, then drops the upload's bytes and record. Another user's upload, or an id
 * that does not exist, is 404; an unfinished one is 409 (the client should resume it first).
 */
export async function createTusEntry(services: CoreServices, viewer: Viewer, { uploadKey }: TusEntryInput) {
  const userId = uploaderId(viewer);
  const id = uploadKey.split("/").pop() ?? "";
  if (tusOwnerOf(id) !== userId) throw notFound("Upload not found.");
  const dir = tusDirectory(services.config);
  const record = await readFile(join(dir, `${id}.json`), "utf8")
    .then((text) => JSON.parse(text) as { size?: number; metadata?: Record<string, string | null> })
    .catch(() => null);
  const bytes = await stat(join(dir, id)).catch(() => null);
  if (!record || !bytes?.isFile()) throw notFound("Upload not found.");
  if (record.size === undefined || bytes.size !== record.size)
    throw new DomainError("CONFLICT", "The upload is not finished yet.");
  const meta = record.metadata ?? {};
  const fileEntry = await storeUpload(services, viewer, {
    source: { path: join(dir, id) },
    clientName: meta.name ?? meta.filename ?? meta.clientName,
    clientExtension: meta.clientExtension ?? meta.extension,
    metadata: meta.metadata,
  }).finally(async () => {
    // Refused or stored, the upload is done with: its bytes never linger in the tus folder.
    await rm(join(dir, id), { force: true });
    await rm(join(dir, `${id}.json`), { force: true });
  });
  return { fileEntry };
}
