import { type FSWatcher, watch } from "node:fs";
import { libraryFilesRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { DomainError, isDomainError } from "../errors.ts";
import type { ImportCounts } from "./import.ts";
import { watchPlanOf } from "./mounts.ts";
import { libraryFolderLocation } from "./roots.ts";

export { libraryFolderLocation };

import { scanProgressReporter } from "./scan-progress.ts";
import { libraryImportRunning, runLibraryImport } from "./service.ts";

/**
 * The server's own library folders (as Navidrome, Jellyfin and Plex keep them): scanned when
 * the server starts, again every `library.rescan_minutes`, and on changes seen by a recursive
 * watcher (debounced, so copying an album is one scan; folders on network mounts, or where the
 * platform cannot watch, are left to the interval). Scans run one after another through
 * `runLibraryImport`, each recorded in the schedule log.
 */
export interface LibraryScanSettings {
  folders: string[];
  scanOnStart: boolean;
  /** 0 turns the periodic rescan off. */
  rescanMinutes: number;
  watch: boolean;
}

/** Quiet time after the last change before a watched folder is scanned. */
const DEBOUNCE_MS = 2000;
/** A scan refused because another import runs is tried again after this. */
const RETRY_MS = 5000;
const MAX_FOLDERS = 50;

export async function libraryScanSettings(services: CoreServices): Promise<LibraryScanSettings> {
  const settings = await services.settings.snapshot();
  const folders = settings.get("library.folders");
  return {
    folders: folders.slice(0, MAX_FOLDERS),
    scanOnStart: settings.get("library.scan_on_start"),
    rescanMinutes: settings.get("library.rescan_minutes"),
    watch: settings.get("library.watch"),
  };
}

/**
 * How a folder's changes are found: `watched` by the recursive watcher, `polled` by the rescan
 * interval alone (a network mount, or a watcher the platform refused or that failed), `off` when
 * watching is switched off in the settings.
 */
export interface FolderWatchState {
  folder: string;
  mode: "watched" | "polled" | "off";
  /** Why a folder is polled: `remote` (a network file system) or `unsupported` (the watcher failed). */
  reason: "remote" | "unsupported" | null;
  /** The folder's file system type from the mount table, when known. */
  fsType: string | null;
}

interface Scanner {
  log: (message: string) => void;
  watching: Map<string, FolderWatchState>;
  /** `full` reads every file again, changed or not (a full rescan). */
  request(folder: string, full?: boolean): void;
  stop(): Promise<void>;
}

const scanners = new WeakMap<CoreServices, Scanner>();

export async function startLibraryScanner(
  services: CoreServices,
  log: (message: string) => void = () => {},
): Promise<void> {
  if (scanners.has(services)) return;
  const config = await libraryScanSettings(services);
  const plans = await Promise.all(config.folders.map((folder) => watchPlanOf(folder)));
  /** Folders waiting for a scan, and whether that scan reads every file again. */
  const pending = new Map<string, boolean>();
  const debounces = new Map<string, Timer>();
  const watchers: FSWatcher[] = [];
  const watching = new Map<string, FolderWatchState>();
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let retry: Timer | undefined;

  const drain = async () => {
    for (const [folder, full] of pending) {
      if (stopped) return;
      pending.delete(folder);
      try {
        // Another import runs here: wait for it without leaving a scan record behind.
        if (libraryImportRunning(services)) throw new DomainError("CONFLICT", "An import is already running.");
        const location = await libraryFolderLocation(services, folder);
        const id = await libraryFilesRepo.insertScan(services.db, location.root, null);
        const reporter = scanProgressReporter(services, { scanId: id, folder, full });
        let last: ImportCounts | undefined;
        const result = await runLibraryImport(
          services,
          location,
          {
            ownerId: null,
            analyse: true,
            full,
            onProgress: (counts) => {
              last = counts;
              reporter.progress(counts);
            },
          },
          { id, label: full ? "Full rescan" : "Scan" },
        ).catch(async (error) => {
          if (last) await reporter.finish(last, "failed");
          throw error;
        });
        await reporter.finish(result.counts, "done");
      } catch (error) {
        if (isDomainError(error) && error.code === "CONFLICT") {
          // Another import runs (an admin's, or `bun run import`): try again shortly.
          pending.set(folder, full || (pending.get(folder) ?? false));
          retry ??= setTimeout(() => {
            retry = undefined;
            kick();
          }, RETRY_MS);
          return;
        }
        log(`Library scan of ${folder} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const kick = () => {
    current = current.then(drain);
  };
  const scanner: Scanner = {
    log,
    watching,
    request(folder, full = false) {
      if (stopped) return;
      pending.set(folder, full || (pending.get(folder) ?? false));
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(retry);
      for (const t of debounces.values()) clearTimeout(t);
      for (const w of watchers) w.close();
      await current;
    },
  };
  scanners.set(services, scanner);

  for (const [i, folder] of config.folders.entries()) {
    const plan = plans[i] ?? { watch: true, fsType: null };
    if (!config.watch) {
      watching.set(folder, { folder, mode: "off", reason: null, fsType: plan.fsType });
      continue;
    }
    const polled = (reason: "remote" | "unsupported") =>
      watching.set(folder, { folder, mode: "polled", reason, fsType: plan.fsType });
    if (!plan.watch) {
      polled("remote");
      log(
        `Not watching ${folder}: a network mount (${plan.fsType}); it is rescanned every ${config.rescanMinutes} minutes.`,
      );
      continue;
    }
    try {
      const watcher = watch(folder, { recursive: true }, () => {
        clearTimeout(debounces.get(folder));
        debounces.set(
          folder,
          setTimeout(() => scanner.request(folder), DEBOUNCE_MS),
        );
      });
      // A watch that fails later (the disk was unmounted) leaves the periodic rescan.
      watcher.on("error", () => {
        watcher.close();
        polled("unsupported");
      });
      watchers.push(watcher);
      watching.set(folder, { folder, mode: "watched", reason: null, fsType: plan.fsType });
    } catch (error) {
      polled("unsupported");
      log(`Not watching ${folder} (${String(error)}); it is rescanned every ${config.rescanMinutes} minutes.`);
    }
  }
  const interval =
    config.rescanMinutes > 0
      ? setInterval(() => {
          for (const folder of config.folders) scanner.request(folder);
        }, config.rescanMinutes * 60_000)
      : undefined;
  if (config.scanOnStart) for (const folder of config.folders) scanner.request(folder);
}

export async function stopLibraryScanner(services: CoreServices): Promise<void> {
  const scanner = scanners.get(services);
  scanners.delete(services);
  await scanner?.stop();
}

/** Settings → Library saved: the running scanner starts over with the new folders and timings. */
export async function restartLibraryScanner(services: CoreServices): Promise<void> {
  const scanner = scanners.get(services);
  if (!scanner) return;
  await stopLibraryScanner(services);
  await startLibraryScanner(services, scanner.log);
}

/** Scan now (the admin's button; tests): queued behind a scan that runs. */
export function requestLibraryScan(services: CoreServices, folder: string, full = false): boolean {
  const scanner = scanners.get(services);
  scanner?.request(folder, full);
  return Boolean(scanner);
}

/** How each library folder's changes are found (Settings → Library shows it); empty when no scanner runs. */
export function libraryWatchStates(services: CoreServices): FolderWatchState[] {
  return [...(scanners.get(services)?.watching.values() ?? [])];
}

/** Whether this server runs the library scanner (the server does; one-off commands do not). */
export function libraryScannerRunning(services: CoreServices): boolean {
  return scanners.has(services);
}
