import { sql } from "kysely";
import type { JobRunResult, JobRunRow, MailLogRow } from "../logs-schema.ts";
import type { Executor } from "./executor.ts";

/** The admin logs' rows: sent mail and runs of scheduled or queued work (core/logs holds the rules). */

export async function insertMail(db: Executor, row: Omit<MailLogRow, "id" | "created_at">): Promise<number> {
  const inserted = await db.insertInto("mail_log").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findMail(db: Executor, id: number): Promise<MailLogRow | undefined> {
  return db.selectFrom("mail_log").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function startJobRun(
  db: Executor,
  name: string,
  detail: string | null,
  libraryScanId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto("job_runs")
    .values({ name, detail, library_scan_id: libraryScanId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishJobRun(
  db: Executor,
  id: number,
  outcome: { result: Exclude<JobRunResult, "running">; error: string | null; detail?: string | null },
): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({
      result: outcome.result,
      error: outcome.error,
      finished_at: sql`now()`,
      duration_ms: sql`greatest(0, round(extract(epoch from (now() - started_at)) * 1000))::int`,
      ...(outcome.detail !== undefined ? { detail: outcome.detail } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** The latest run of each job name, with how many runs and failures it had in the last day. */
export async function latestRunsByName(
  db: Executor,
): Promise<(JobRunRow & { runs_24h: number; failures_24h: number })[]> {
  const result = await sql<JobRunRow & { runs_24h: number; failures_24h: number }>`
    select distinct on (r.name) r.*,
      (select count(*)::int from job_runs c where c.name = r.name and c.started_at > now() - interval '1 day') as runs_24h,
      (select count(*)::int from job_runs c where c.name = r.name and c.started_at > now() - interval '1 day'
        and c.result = 'failed') as failures_24h
    from job_runs r
    order by r.name, r.started_at desc, r.id desc`.execute(db);
  return result.rows;
}

/** Runs that never finished because their server stopped are closed as failed at start-up. */
export async function abandonRunningJobRuns(db: Executor): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({ result: "failed", error: "The server stopped before this run finished.", finished_at: sql`now()` })
    .where("result", "=", "running")
    .where("started_at", "<", sql<Date>`now() - interval '1 minute'`)
    .execute();
}

/** Deletes log rows older than the given number of days; returns how many went. */
export async function pruneLogs(db: Executor, days: number): Promise<{ mail: number; jobRuns: number }> {
  const cutoff = sql<Date>`now() - make_interval(days => ${days})`;
  const mail = await db.deleteFrom("mail_log").where("created_at", "<", cutoff).executeTakeFirst();
  const jobRuns = await db
    .deleteFrom("job_runs")
    .where("started_at", "<", cutoff)
    .where("result", "!=", "running")
    .executeTakeFirst();
  return { mail: Number(mail.numDeletedRows), jobRuns: Number(jobRuns.numDeletedRows) };
}
