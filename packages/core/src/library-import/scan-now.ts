import { libraryFilesRepo } from "@backbeat/db";
import { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError } from "../errors.ts";
import { libraryScannerRunning, libraryScanSettings, libraryWatchStates, requestLibraryScan } from "./scanner.ts";
import { libraryImportRunning } from "./service.ts";

export const scanLibraryInput = z.object({
  /** Read every file again (tags edited without touching the file's time), not only changed ones. */
  full: z.boolean().default(false),
});
export type ScanLibraryInput = z.output<typeof scanLibraryInput>;

/** Scans listed in the Library tab; each keeps up to this many failed files for the screen. */
const LISTED_SCANS = 10;
const LISTED_FAILURES = 200;

/**
 * Admin → Settings → Library, "Scan now" and "Full rescan": every library folder is queued on the
 * server's scanner (behind a scan that runs); progress goes out live (scan-progress.ts).
 */
export async function scanLibraryNow(services: CoreServices, viewer: Viewer, { full }: ScanLibraryInput) {
  assertAdminPermission(viewer, "settings.update");
  const { folders } = await libraryScanSettings(services);
  if (folders.length === 0) throw new DomainError("CONFLICT", "Add a library folder first.");
  if (!libraryScannerRunning(services)) throw new DomainError("CONFLICT", "The library scanner is not running.");
  for (const folder of folders) requestLibraryScan(services, folder, full);
  return { queued: folders.length, full };
}

/** The latest scans (the server's and `bun run import`'s) with their counts and failed files. */
export async function libraryScans(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "settings.update");
  const scans = await libraryFilesRepo.latestScans(services.db, LISTED_SCANS);
  const { rescanMinutes } = await libraryScanSettings(services);
  return {
    running: libraryImportRunning(services),
    /** How each folder's changes are found: watched, or polled every `rescanMinutes`. */
    folders: libraryWatchStates(services),
    rescanMinutes,
    scans: scans.map((s) => ({
      id: s.id,
      root: s.root,
      status: s.status,
      counts: s.counts,
      failed: Number(s.counts.failed ?? s.failures.length),
      failures: s.failures.slice(0, LISTED_FAILURES),
      error: s.error,
      startedAt: new Date(s.started_at).toISOString(),
      finishedAt: s.finished_at ? new Date(s.finished_at).toISOString() : null,
    })),
  };
}
