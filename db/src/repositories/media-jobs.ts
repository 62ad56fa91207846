import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type { MediaJobRow, MediaJobStatus } from "../schema.ts";
import type { Executor } from "./executor.ts";

/** The media job queue's rows (packages/core/src/media/worker.ts runs them, enqueue.ts queues them). */

export async function insertJob(
  db: Executor,
  job: { kind: string; payload: Record<string, unknown>; owner_id: number | null; track_id?: number | null },
): Promise<MediaJobRow> {
  return db
    .insertInto("media_jobs")
    .values({ kind: job.kind, payload: jsonb(job.payload), owner_id: job.owner_id, track_id: job.track_id ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Takes back the new-track job of an uploaded file that is to become another track's audio.
 * Answers false when that job already started or finished (the file is a track of its own by now).
 */
export async function withdrawIngest(db: Executor, fileEntryId: number): Promise<boolean> {
  await db
    .deleteFrom("media_jobs")
    .where("kind", "=", "ingest")
    .where("status", "in", ["queued", "failed"])
    .where(sql<boolean>`payload->>'fileEntryId' = ${String(fileEntryId)}`)
    .execute();
  const left = await db
    .selectFrom("media_jobs")
    .select("id")
    .where("kind", "=", "ingest")
    .where(sql<boolean>`payload->>'fileEntryId' = ${String(fileEntryId)}`)
    .executeTakeFirst();
  return !left;
}

/**
 * Takes the oldest runnable queued job. `for update skip locked` lets several workers (and
 * servers) on PostgreSQL claim in parallel without ever taking the same row; on the embedded
 * database there is one connection, so claims are serialised anyway.
 */
export async function claimNextJob(db: Executor, kinds: string[]): Promise<MediaJobRow | undefined> {
  if (!kinds.length) return undefined;
  const result = await sql<MediaJobRow>`
    update media_jobs set status = 'running', attempts = attempts + 1, progress = 0, error = null, updated_at = now()
    where id = (
      select id from media_jobs
      where status = 'queued' and run_after <= now() and kind in (${sql.join(kinds)})
      order by run_after, id
      for update skip locked
      limit 1
    )
    returning *`.execute(db);
  return result.rows[0];
}

/** Claims one given job (the Redis backend schedules ids; the row still records the state). */
export async function claimJob(db: Executor, id: number): Promise<MediaJobRow | undefined> {
  return db
    .updateTable("media_jobs")
    .set((eb) => ({
      status: "running",
      attempts: eb("attempts", "+", 1),
      progress: 0,
      error: null,
      updated_at: sql<Date>`now()`,
    }))
    .where("id", "=", id)
    .where("status", "=", "queued")
    .returningAll()
    .executeTakeFirst();
}

export async function setProgress(db: Executor, id: number, progress: number): Promise<void> {
  await db
    .updateTable("media_jobs")
    .set({ progress, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

export async function finishJob(
  db: Executor,
  id: number,
  outcome: { status: "succeeded"; trackId: number | null } | { status: "failed"; error: string },
): Promise<void> {
  await db
    .updateTable("media_jobs")
    .set(
      outcome.status === "succeeded"
        ? { status: "succeeded", progress: 100, error: null, track_id: outcome.trackId, updated_at: sql<Date>`now()` }
        : { status: "failed", error: outcome.error, updated_at: sql<Date>`now()` },
    )
    .where("id", "=", id)
    .execute();
}

/** Puts a running job back in line (the worker is stopping, or the server stopped mid-job). */
export async function requeueJob(db: Executor, id: number): Promise<void> {
  await db
    .updateTable("media_jobs")
    .set({ status: "queued", progress: 0, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "=", "running")
    .execute();
}

/** The worker's heartbeat: its running jobs are touched so other servers see they are alive. */
export async function touchJobs(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable("media_jobs")
    .set({ updated_at: sql<Date>`now()` })
    .where("id", "in", ids)
    .where("status", "=", "running")
    .execute();
}

/**
 * Jobs left `running` by a process that stopped without finishing them: no heartbeat for
 * `staleSeconds`. A job another live server is running keeps its heartbeat, so it stays.
 */
export async function requeueStale(db: Executor, staleSeconds: number): Promise<number[]> {
  const rows = await db
    .updateTable("media_jobs")
    .set({ status: "queued", progress: 0, updated_at: sql<Date>`now()` })
    .where("status", "=", "running")
    .where("updated_at", "<", sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

export async function queuedJobIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("media_jobs")
    .select("id")
    .where("status", "=", "queued")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A failed job back to the queue; undefined when there is no failed job with that id. */
export async function retryJob(db: Executor, id: number): Promise<MediaJobRow | undefined> {
  return db
    .updateTable("media_jobs")
    .set({ status: "queued", progress: 0, error: null, run_after: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
}

export async function findJob(db: Executor, id: number): Promise<MediaJobRow | undefined> {
  return db.selectFrom("media_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listJobs(
  db: Executor,
  filter: { ownerId: number | null; status?: MediaJobStatus },
  offset: number,
  limit: number,
): Promise<MediaJobRow[]> {
  let query = db.selectFrom("media_jobs").selectAll();
  if (filter.ownerId !== null) query = query.where("owner_id", "=", filter.ownerId);
  if (filter.status) query = query.where("status", "=", filter.status);
  return query.orderBy("id", "desc").offset(offset).limit(limit).execute();
}

export async function countJobsByStatus(db: Executor): Promise<Record<MediaJobStatus, number>> {
  const rows = await db
    .selectFrom("media_jobs")
    .select(["status", sql<number>`count(*)::int`.as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<MediaJobStatus, number> = { queued: 0, running: 0, succeeded: 0, failed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
