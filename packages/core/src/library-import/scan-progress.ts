import { adminRolesRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { eventBusOf } from "../realtime/services.ts";
import type { ImportCounts } from "./import.ts";

export const LIBRARY_SCAN_EVENT = "library.scan";

/** Who sees a scan live: the same people who may start one (admin, or settings.update). */
export const LIBRARY_SCAN_PERMISSIONS = ["admin", "settings.update"];

export interface LibraryScanProgress {
  scanId: number;
  folder: string;
  full: boolean;
  status: "running" | "done" | "failed";
  counts: ImportCounts;
  /** Files a second since the scan started. */
  rate: number;
  /** Seconds left at that rate; null before the first files are done. */
  etaSeconds: number | null;
}

/** Live events at most this often per scan (the last one always goes). */
const MIN_INTERVAL_MS = 500;
/** The admins' ids are looked up once per scan and reused while it runs. */
const RECIPIENTS_TTL_MS = 30_000;

/**
 * Sends a scan's progress to the open tabs of everyone who may manage the library, through the
 * realtime bus (in-process, or Redis between instances).
 */
export function scanProgressReporter(services: CoreServices, scan: { scanId: number; folder: string; full: boolean }) {
  const startedAt = Date.now();
  let lastSent = 0;
  let recipients: { ids: number[]; at: number } | null = null;
  const recipientIds = async () => {
    if (!recipients || Date.now() - recipients.at > RECIPIENTS_TTL_MS)
      recipients = { ids: await adminRolesRepo.userIdsHolding(services.db, LIBRARY_SCAN_PERMISSIONS), at: Date.now() };
    return recipients.ids;
  };
  const send = async (counts: ImportCounts, status: LibraryScanProgress["status"]) => {
    const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
    const rate = counts.done / seconds;
    const payload: LibraryScanProgress = {
      ...scan,
      status,
      counts,
      rate: Math.round(rate * 10) / 10,
      etaSeconds: status === "running" && rate > 0 ? Math.ceil((counts.found - counts.done) / rate) : null,
    };
    const bus = eventBusOf(services);
    for (const userId of await recipientIds()) await bus.publish({ userId, event: LIBRARY_SCAN_EVENT, payload });
  };
  return {
    progress(counts: ImportCounts) {
      if (Date.now() - lastSent < MIN_INTERVAL_MS) return;
      lastSent = Date.now();
      send(counts, "running").catch(() => {
        // Live progress is a courtesy: the scan record holds the truth.
      });
    },
    finish(counts: ImportCounts, status: "done" | "failed") {
      return send(counts, status).catch(() => {});
    },
  };
}
