import { libraryFilesRepo } from "@backbeat/db";
import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, unauthenticated } from "../errors.ts";
import { recordJobRun } from "../logs/job-runs.ts";
import { mediaConfigOf } from "../media/config.ts";
import { hasPermission } from "../permissions/check.ts";
import { type ImportOptions, type ImportResult, importLibrary } from "./import.ts";
import { resolveImportPath } from "./roots.ts";

/** Library import over the API: admins or holders of files.update, inside IMPORT_ROOTS only. */
function assertMayImport(viewer: Viewer): void {
  if (!viewer.user) throw unauthenticated();
  if (!hasPermission(viewer, "admin") && !hasPermission(viewer, "files.update")) throw forbidden();
}

export const libraryImportInput = z.object({
  path: z.string().trim().min(1).max(4096),
  analyse: z.boolean().default(true),
});
export type LibraryImportInput = z.output<typeof libraryImportInput>;

/** One import at a time per server: two walks of one library would race on its files. */
const running = new WeakMap<CoreServices, Promise<unknown>>();

const alreadyRunning = () => new DomainError("CONFLICT", "An import is already running.");

/** The schedule log's one line about a finished scan. */
export function scanSummary(counts: ImportResult["counts"]): string {
  return `${counts.found} files: ${counts.imported} new, ${counts.updated} changed, ${counts.moved} moved, ${counts.deleted} removed, ${counts.missing} missing, ${counts.failed} failed`;
}

/**
 * The one way an import runs, whoever asked (the admin screen, the server's scanner,
 * `bun run import` handed to the server, or run in-process): one at a time per process, and on
 * a shared PostgreSQL database one process per library folder (an advisory lock), so two scans
 * never race on its files. Every scan is a run in the schedule log linked to its scan record.
 */
export function runLibraryImport(
  services: CoreServices,
  location: { root: string; path: string },
  options: ImportOptions,
  scan: { id?: number; label?: string } = {},
): Promise<ImportResult> {
  if (running.has(services)) throw alreadyRunning();
  const job = (async () => {
    const scanId = scan.id ?? (await libraryFilesRepo.insertScan(services.db, location.root, options.ownerId));
    const work = () => importLibrary(services, location, options, scanId);
    const locked = async () => {
      if (services.config.databaseKind !== "postgres") return work();
      const result = await libraryFilesRepo.withFolderScanLock(services.db, location.root, work);
      if (!result) {
        await libraryFilesRepo.updateScan(services.db, scanId, {
          counts: {},
          failures: [],
          status: "failed",
          error: "Another process is scanning this folder.",
        });
        throw new DomainError("CONFLICT", "Another process is scanning this folder.");
      }
      return result;
    };
    return recordJobRun(
      services,
      "library.import",
      locked,
      `${scan.label ?? "Import"} #${scanId} of ${location.path}`,
      (result) => `${scan.label ?? "Import"} #${scanId} of ${location.path}: ${scanSummary(result.counts)}`,
      { libraryScanId: scanId },
    );
  })().finally(() => running.delete(services));
  running.set(services, job);
  return job;
}

/** Whether this process is importing now (the command line's hand-off answers busy). */
export function libraryImportRunning(services: CoreServices): boolean {
  return running.has(services);
}

/** Starts an import in the background and answers with its scan id; progress via the status. */
export async function startLibraryImport(
  services: CoreServices,
  viewer: Viewer,
  { path, analyse }: LibraryImportInput,
) {
  assertMayImport(viewer);
  const location = await resolveImportPath(mediaConfigOf(services.config).importRoots, path);
  if (running.has(services)) throw alreadyRunning();
  const scanId = await libraryFilesRepo.insertScan(services.db, location.root, viewer.user?.id ?? null);
  runLibraryImport(services, location, { ownerId: viewer.user?.id ?? null, analyse }, { id: scanId }).catch(() => {
    // Recorded on the scan row and its run in the schedule log (failed, with the reason).
  });
  return { scanId };
}

export interface ImportScanView {
  id: number;
  status: string;
  counts: Record<string, number>;
  failures: { path: string; reason: string }[];
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** The latest imports with their counts and the unreadable files (paths relative to the root). */
export async function libraryImportStatus(services: CoreServices, viewer: Viewer) {
  assertMayImport(viewer);
  const scans = await libraryFilesRepo.latestScans(services.db, 5);
  return {
    running: running.has(services),
    scans: scans.map(
      (s): ImportScanView => ({
        id: s.id,
        status: s.status,
        counts: s.counts,
        failures: s.failures.slice(0, 200),
        error: s.error,
        startedAt: new Date(s.started_at).toISOString(),
        finishedAt: s.finished_at ? new Date(s.finished_at).toISOString() : null,
      }),
    ),
  };
}

/** Waits for a background import (tests, shutdown). */
export async function waitForLibraryImport(services: CoreServices): Promise<void> {
  await running.get(services)?.catch(() => {});
}

/** At start-up: imports a stopped server left running will never finish; say so on their record. */
export async function markInterruptedImports(services: CoreServices): Promise<void> {
  await libraryFilesRepo.abandonRunningScans(services.db);
}
