import { type MediaJobRow, mediaJobsRepo } from "@backbeat/db";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { type KnownJobName, recordJobRun } from "../logs/job-runs.ts";
import { notifyUploadOutcome } from "../notifications/events.ts";
import { type MediaConfig, mediaConfigOf } from "./config.ts";
import type { IngestPayload, QueueBackend } from "./job-types.ts";
import { analyseTrack, ingestUpload, type JobContext, replaceTrackAudio } from "./pipeline.ts";
import { MediaToolError } from "./tools.ts";

/**
 * The media job queue. Every job is a `media_jobs` row whatever the backend, so the uploader
 * sees status, progress and the reason of a failure, and nothing is lost on a restart: jobs
 * a stopped server left `running` (no heartbeat for 45 s) go back in line, at start-up or
 * within the next heartbeat, while jobs of other live servers are left alone. The database
 * backend claims rows itself (`for update skip locked`); the Redis backend lets BullMQ
 * schedule job ids (redis-queue.ts). At most `concurrency` jobs run at once per server.
 */

/** A running job's row is touched this often by its worker... */
const HEARTBEAT_MS = 15_000;
/** ...and counts as abandoned (its server stopped) after this long without a touch. */
const STALE_SECONDS = 45;

export type MediaJobHandler = (services: CoreServices, job: MediaJobRow, ctx: JobContext) => Promise<number | null>;

const handlers: Record<string, MediaJobHandler> = {
  ingest: (services, job, ctx) =>
    ingestUpload(services, { ...(job.payload as unknown as IngestPayload), ownerId: job.owner_id }, ctx),
  analyse: async (services, job, ctx) => {
    const trackId = Number(job.payload.trackId);
    await analyseTrack(services, trackId, ctx);
    return trackId;
  },
  replace: (services, job, ctx) =>
    replaceTrackAudio(
      services,
      { trackId: Number(job.payload.trackId), sourceKey: String(job.payload.sourceKey) },
      ctx,
    ),
};

const LOGGED_KINDS: Record<string, KnownJobName> = {
  ingest: "media.ingest",
  analyse: "media.analyse",
  replace: "media.replace",
};

/**
 * Another kind of job through the same queue, with its row, retries and exactly-once claim (a
 * tool's own work, and the queue's tests, which need thousands of cheap jobs). The built-in
 * kinds cannot be replaced.
 */
export function defineMediaJobKind(kind: string, handler: MediaJobHandler): void {
  if (kind in LOGGED_KINDS) throw new Error(`${kind} is built in`);
  handlers[kind] = handler;
}

export class MediaWorker {
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly running = new Map<number, AbortController>();
  private wakeUp: (() => void) | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  readonly config: MediaConfig;

  constructor(
    private readonly services: CoreServices,
    private readonly backend: QueueBackend | null,
    private readonly pollMs = 2000,
    private readonly heartbeatMs = HEARTBEAT_MS,
    private readonly staleSeconds = STALE_SECONDS,
  ) {
    this.config = mediaConfigOf(services.config);
  }

  /** Recovers jobs a stopped process left running, then starts the worker slots. */
  async start(): Promise<void> {
    const recovered = await mediaJobsRepo.requeueStale(this.services.db, this.staleSeconds);
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    if (this.backend) {
      await this.backend.start((id) => this.runById(id));
      for (const id of [...recovered, ...(await mediaJobsRepo.queuedJobIds(this.services.db, 10_000))])
        await this.backend.push(id);
      return;
    }
    for (let i = 0; i < Math.max(1, this.config.concurrency); i++) this.loops.push(this.loop());
  }

  /**
   * Every HEARTBEAT_MS: touch this worker's running jobs, and put back jobs whose server went
   * quiet (crashed while another server, or this one after a quick restart, carries on).
   */
  private async beat(): Promise<void> {
    try {
      await mediaJobsRepo.touchJobs(this.services.db, [...this.running.keys()]);
      const stale = await mediaJobsRepo.requeueStale(this.services.db, this.staleSeconds);
      for (const id of stale) await this.push(id);
    } catch {
      // The database is away for a moment: the next beat tries again.
    }
  }

  /** Stops taking jobs; jobs in progress are stopped and go back to the queue. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.stopping = true;
    this.wake();
    for (const controller of this.running.values()) controller.abort();
    await Promise.all(this.loops);
    await this.backend?.stop();
    // A backend may still be finishing a job it handed over: wait for its row to be put back.
    const deadline = Date.now() + 5000;
    while (this.running.size && Date.now() < deadline) await Bun.sleep(20);
    // Finished jobs may still be sending their uploader a notification; the database must outlive it.
    await settleBackground(this.services);
  }

  async push(id: number): Promise<void> {
    if (this.backend) await this.backend.push(id);
    else this.wake();
  }

  /** Resolves once no job is queued or running (tests, the import's "with analysis" mode). */
  async drain(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await mediaJobsRepo.countJobsByStatus(this.services.db);
      if (!counts.queued && !counts.running && !this.running.size) return;
      if (Date.now() > deadline) throw new Error("media jobs did not finish in time");
      await Bun.sleep(50);
    }
  }

  private wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const job = await mediaJobsRepo.claimNextJob(this.services.db, Object.keys(handlers)).catch(() => undefined);
      if (job) {
        await this.run(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        const previous = this.wakeUp;
        this.wakeUp = () => {
          clearTimeout(timer);
          previous?.();
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async runById(id: number): Promise<void> {
    if (this.stopping) return;
    const job = await mediaJobsRepo.claimJob(this.services.db, id);
    if (job) await this.run(job);
  }

  private async run(job: MediaJobRow): Promise<void> {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const db = this.services.db;
    const ctx: JobContext = {
      signal: controller.signal,
      timeoutMs: this.config.ffmpegTimeoutMs,
      progress: (p) => mediaJobsRepo.setProgress(db, job.id, Math.max(0, Math.min(99, Math.round(p)))),
    };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new MediaToolError(`Unknown job kind ${job.kind}.`);
      await ctx.progress(5);
      const logName = LOGGED_KINDS[job.kind];
      // The schedule log records every media run (name, duration, result) beside the job's own row.
      const trackId = logName
        ? await recordJobRun(
            this.services,
            logName,
            () => handler(this.services, job, ctx),
            `Job #${job.id}`,
            (id) => (id ? `Job #${job.id}, track #${id}` : null),
          )
        : await handler(this.services, job, ctx);
      await mediaJobsRepo.finishJob(db, job.id, { status: "succeeded", trackId });
      notifyUploadOutcome(this.services, job, { trackId: trackId ?? null });
    } catch (error) {
      if (controller.signal.aborted && this.stopping) await mediaJobsRepo.requeueJob(db, job.id);
      else {
        const reason = failureReason(error);
        await mediaJobsRepo.finishJob(db, job.id, { status: "failed", error: reason });
        notifyUploadOutcome(this.services, job, { error: reason });
      }
    } finally {
      this.running.delete(job.id);
    }
  }
}

/** A reason the uploader can read: ours as written; anything unexpected without internals. */
export function failureReason(error: unknown): string {
  if (error instanceof MediaToolError) return error.message.slice(0, 500);
  const text = error instanceof Error ? error.message : String(error);
  return `Processing failed: ${text.replace(/\/[^\s:'"]*\//g, "").slice(0, 300)}`;
}

const workers = new WeakMap<CoreServices, MediaWorker>();

/** Starts the services' worker (apps/server/src/services.ts); stop it with `stopMediaWorker`. */
export async function startMediaWorker(
  services: CoreServices,
  options: { pollMs?: number; heartbeatMs?: number; staleSeconds?: number } = {},
): Promise<MediaWorker> {
  const config = mediaConfigOf(services.config);
  let backend: QueueBackend | null = null;
  if (config.queue === "redis") {
    const { RedisQueueBackend } = await import("./redis-queue.ts");
    backend = new RedisQueueBackend(config);
  }
  const worker = new MediaWorker(services, backend, options.pollMs, options.heartbeatMs, options.staleSeconds);
  workers.set(services, worker);
  await worker.start();
  return worker;
}

export async function stopMediaWorker(services: CoreServices): Promise<void> {
  const worker = workers.get(services);
  workers.delete(services);
  await worker?.stop();
}

export function mediaWorkerOf(services: CoreServices): MediaWorker | undefined {
  return workers.get(services);
}
