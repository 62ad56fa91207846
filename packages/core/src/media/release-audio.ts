import { fileEntriesRepo, tracksRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { driverForDisk, storageFor } from "../storage/driver.ts";
import { keyOfTrackPath } from "./track-path.ts";

/**
 * Frees stored audio no track plays any more (a deleted track, a replaced file): the object in
 * storage and the upload's file entry. Audio outside our storage (library folders) is never
 * touched, and a file another track still uses stays.
 */
export async function releaseAudio(services: CoreServices, trackPaths: (string | null)[]): Promise<void> {
  const paths = [...new Set(trackPaths.filter((p): p is string => !!p && keyOfTrackPath(p) !== null))];
  if (!paths.length) return;
  const inUse = await tracksRepo.audioPathsInUse(services.db, paths);
  for (const path of paths) {
    if (inUse.has(path)) continue;
    const key = keyOfTrackPath(path) as string;
    const entry = await fileEntriesRepo.findFileEntryByPath(services.db, key);
    const driver = entry ? driverForDisk(services, entry.disk) : storageFor(services);
    // Bytes already gone are what we want; a storage hiccup must not undo the catalogue change.
    await driver.delete(key).catch(() => undefined);
    if (entry) await fileEntriesRepo.deleteFileEntries(services.db, [entry.id]);
  }
}
