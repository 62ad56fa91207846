import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { logsRepo, scheduleClaimsRepo } from "@backbeat/db";
import { inBackground } from "../background.ts";
import { hourSlot, runOncePerSlot, SCHEDULE_CLAIM_DAYS } from "../cluster/schedule.ts";
import type { CoreServices } from "../context.ts";
import { errorLogFiles } from "./error-entries.ts";
import { recordJobRun } from "./job-runs.ts";

const HOUR = 60 * 60 * 1000;

/** The logging setting, bounded whatever was stored (settings/registry.ts). */
export async function logRetentionDays(services: CoreServices): Promise<number> {
  return (await services.settings.snapshot()).get("logs.retention_days");
}

/**
 * Deletes what the logging setting no longer keeps: error log day files, sent-mail records and
 * job history older than the retention. Recorded as a `logs.prune` run.
 */
export function pruneLogs(services: CoreServices, now = new Date()) {
  return recordJobRun(
    services,
    "logs.prune",
    async () => {
      const days = await logRetentionDays(services);
      const files = await pruneErrorLogFiles(services, days, now);
      const rows = await logsRepo.pruneLogs(services.db, days);
      await scheduleClaimsRepo.pruneClaims(services.db, SCHEDULE_CLAIM_DAYS);
      return { days, files, ...rows };
    },
    null,
    (r) => `Kept ${r.days} days: removed ${r.files} error log files, ${r.mail} mail records, ${r.jobRuns} job runs.`,
  );
}

/** Error log files are this instance's own (its DATA_DIR): every instance prunes its own. */
async function pruneErrorLogFiles(services: CoreServices, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * HOUR).toISOString().slice(0, 10);
  let files = 0;
  for (const file of await errorLogFiles(services.errorLog.dir)) {
    if (file.date >= cutoff) continue;
    await unlink(join(services.errorLog.dir, file.name)).catch(() => {});
    files++;
  }
  return files;
}

/**
 * One hourly prune of the shared records for the whole cluster (the hour's slot); an instance
 * that finds the hour taken prunes only its own error log files.
 */
async function hourlyMaintenance(services: CoreServices): Promise<void> {
  const now = new Date();
  const claimed = await runOncePerSlot(services, "logs.prune", hourSlot(now), () => pruneLogs(services, now));
  if (!claimed.ran) await pruneErrorLogFiles(services, await logRetentionDays(services), now);
}

const timers = new WeakMap<CoreServices, ReturnType<typeof setInterval>>();

/** Closes runs a stopped server left open, prunes once, then every hour (apps/server). */
export async function startLogMaintenance(services: CoreServices): Promise<void> {
  await logsRepo.abandonRunningJobRuns(services.db).catch(() => {});
  const run = () => inBackground(services, hourlyMaintenance(services));
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  timers.set(services, timer);
}

/** Stops the schedule; a prune under way is awaited with the rest (`settleBackground`). */
export function stopLogMaintenance(services: CoreServices): void {
  clearInterval(timers.get(services));
  timers.delete(services);
}
