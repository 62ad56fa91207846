import { join } from "node:path";
import { libraryFilesRepo, logsRepo } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { errorLogFiles, readErrorLog } from "./error-entries.ts";
import { KNOWN_JOBS } from "./job-runs.ts";
import {
  ERROR_LOG_FILE,
  type LibraryScanIdInput,
  type MailLogIdInput,
  type ParsedErrorLogListInput,
} from "./schemas.ts";

/** The admin logs (docs/spec/2-product-areas.md §2 "logs", permission logs.view): schedule, error and outgoing-email. */

export interface ScheduledJobView {
  name: string;
  label: string;
  schedule: string;
  description: string;
  lastRun: {
    startedAt: string;
    durationMs: number | null;
    result: "running" | "succeeded" | "failed";
    error: string | null;
    detail: string | null;
  } | null;
  runs24h: number;
  failures24h: number;
}

/** Every known job with its last run, and any other name found in the history. */
export async function scheduleOverview(services: CoreServices, viewer: Viewer): Promise<ScheduledJobView[]> {
  assertAdminPermission(viewer, "logs.view");
  const latest = new Map((await logsRepo.latestRunsByName(services.db)).map((r) => [r.name, r]));
  const known: { name: string; label: string; schedule: string; description: string }[] = [...KNOWN_JOBS];
  for (const name of latest.keys())
    if (!known.some((j) => j.name === name)) known.push({ name, label: name, schedule: "", description: "" });
  return known.map((job) => {
    const run = latest.get(job.name);
    return {
      ...job,
      lastRun: run
        ? {
            startedAt: new Date(run.started_at).toISOString(),
            durationMs: run.duration_ms,
            result: run.result,
            error: run.error,
            detail: run.detail,
          }
        : null,
      runs24h: run?.runs_24h ?? 0,
      failures24h: run?.failures_24h ?? 0,
    };
  });
}

/** One day's error log, newest entry first, filtered by a search over request, message and trace. */
export async function listErrorLog(
  services: CoreServices,
  viewer: Viewer,
  { file, query, page, perPage }: ParsedErrorLogListInput,
) {
  assertAdminPermission(viewer, "logs.view");
  await services.errorLog.latest(); // waits for entries still being appended
  const files = await errorLogFiles(services.errorLog.dir);
  const current = file ?? files[0]?.name ?? null;
  if (file && !files.some((f) => f.name === file)) throw notFound("This log file does not exist.");
  let entries = current ? (await readErrorLog(services.errorLog.dir, current)).reverse() : [];
  const term = query?.toLowerCase();
  if (term)
    entries = entries.filter((e) =>
      [e.request, e.message, ...e.trace].some((part) => part.toLowerCase().includes(term)),
    );
  const total = entries.length;
  return {
    files,
    file: current,
    total,
    page,
    perPage,
    entries: entries.slice((page - 1) * perPage, page * perPage),
  };
}

/** A day's file for download (the REST adapter streams it). */
export async function errorLogFileFor(services: CoreServices, viewer: Viewer, name: string) {
  assertAdminPermission(viewer, "logs.view");
  if (!ERROR_LOG_FILE.test(name)) throw notFound("This log file does not exist.");
  await services.errorLog.latest(); // waits for entries still being appended
  const path = join(services.errorLog.dir, name);
  if (!(await Bun.file(path).exists())) throw notFound("This log file does not exist.");
  return { path, name };
}

/** One sent mail with its body, for the outgoing-email log's preview. */
export async function mailLogMessage(services: CoreServices, viewer: Viewer, { id }: MailLogIdInput) {
  assertAdminPermission(viewer, "logs.view");
  const row = await logsRepo.findMail(services.db, id);
  if (!row) throw notFound("This mail is not in the log.");
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    transport: row.transport,
    status: row.status,
    error: row.error,
    html: row.html,
    bodyTruncated: row.body_truncated,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A library scan opened from its run in the schedule log: counts, and every failed file kept with its reason. */
export async function libraryScanLog(services: CoreServices, viewer: Viewer, { id }: LibraryScanIdInput) {
  assertAdminPermission(viewer, "logs.view");
  const scan = await libraryFilesRepo.findScan(services.db, id);
  if (!scan) throw notFound("This scan is not in the log.");
  return {
    id: scan.id,
    root: scan.root,
    status: scan.status,
    counts: scan.counts,
    failed: Number(scan.counts.failed ?? scan.failures.length),
    failures: scan.failures,
    error: scan.error,
    startedAt: new Date(scan.started_at).toISOString(),
    finishedAt: scan.finished_at ? new Date(scan.finished_at).toISOString() : null,
  };
}
