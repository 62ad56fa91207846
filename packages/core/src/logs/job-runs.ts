import { logsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";

/**
 * Every kind of scheduled or queued work the server does, as the schedule log shows it. A run
 * of one of these is recorded in `job_runs` by `recordJobRun`.
 */
export const KNOWN_JOBS = [
  {
    name: "media.ingest",
    label: "Process an upload",
    schedule: "Queued for every uploaded audio file",
    description: "Reads tags, measures loudness and waveform, makes a stream rendition and files the track.",
  },
  {
    name: "media.analyse",
    label: "Analyse an imported track",
    schedule: "Queued for every track a library import created from tags",
    description: "Measures loudness, peak and waveform and makes a stream rendition.",
  },
  {
    name: "media.replace",
    label: "Replace a track's audio",
    schedule: "When an artist or admin uploads a new file for a track",
    description: "Measures the new file like an upload, switches the track to it and removes the old file.",
  },
  {
    name: "library.import",
    label: "Library import",
    schedule: "At start-up, every rescan interval, on changes in watched folders, and when an import is started",
    description:
      "Scans a library folder: adds new files, reads changed ones, follows moves and marks removed ones missing.",
  },
  {
    name: "uploads.sweep",
    label: "Remove abandoned uploads",
    schedule: "At start-up and every 6 hours",
    description: "Deletes resumable uploads that were never finished.",
  },
  {
    name: "logs.prune",
    label: "Prune old logs",
    schedule: "At start-up and every hour",
    description: "Deletes error log files, sent-mail records and job history older than the logging setting allows.",
  },
  {
    name: "billing.reconcile",
    label: "Reconcile subscriptions with the payment providers",
    schedule: "Every night at 03:00 UTC",
    description:
      "Reads each paid subscription from Stripe or PayPal, logs what differs and applies the provider's state.",
  },
] as const;
export type KnownJobName = (typeof KNOWN_JOBS)[number]["name"];

const MAX_ERROR = 2000;

/**
 * Runs `work` and records the run: start, duration, result and the error of a failure. The
 * work's own result is returned and its error rethrown, so wrapping changes nothing else; a
 * record that cannot be written never stops the work.
 */
export async function recordJobRun<T>(
  services: CoreServices,
  name: KnownJobName,
  work: () => Promise<T>,
  detail: string | null = null,
  describe?: (result: T) => string | null,
  links: { libraryScanId?: number } = {},
): Promise<T> {
  const id = await logsRepo
    .startJobRun(services.db, name, detail?.slice(0, 500) ?? null, links.libraryScanId ?? null)
    .catch(() => null);
  try {
    const result = await work();
    if (id !== null) {
      const described = describe?.(result);
      await logsRepo
        .finishJobRun(services.db, id, {
          result: "succeeded",
          error: null,
          ...(described ? { detail: described.slice(0, 500) } : {}),
        })
        .catch(() => {});
    }
    return result;
  } catch (error) {
    if (id !== null) {
      const message = error instanceof Error ? error.message : String(error);
      await logsRepo
        .finishJobRun(services.db, id, { result: "failed", error: message.slice(0, MAX_ERROR) })
        .catch(() => {});
    }
    throw error;
  }
}
