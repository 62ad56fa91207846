import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import type { MediaConfig } from "./config.ts";
import type { QueueBackend } from "./job-types.ts";

const QUEUE_NAME = "backbeat-media";

/**
 * QUEUE_DRIVER=redis: BullMQ schedules job ids across servers (concurrency per server); the
 * `media_jobs` row stays the record of status, progress and failure. BullMQ's job id is
 * `media-<row id>` (it refuses plain integers), so pushing a job already waiting in Redis does nothing.
 */
export class RedisQueueBackend implements QueueBackend {
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];

  constructor(private readonly config: MediaConfig) {}

  private connect(): Redis {
    // BullMQ's blocking worker connection must retry forever rather than fail a command.
    const redis = new Redis(this.config.redisUrl ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: null });
    this.connections.push(redis);
    return redis;
  }

  async start(run: (id: number) => Promise<void>): Promise<void> {
    const prefix = this.config.redisPrefix ?? "bull";
    this.queue = new Queue(QUEUE_NAME, { connection: this.connect(), prefix });
    this.worker = new Worker(QUEUE_NAME, async (job) => run(Number(job.data.id)), {
      connection: this.connect(),
      prefix,
      concurrency: Math.max(1, this.config.concurrency),
      ...(this.config.redisLockMs
        ? { lockDuration: this.config.redisLockMs, stalledInterval: this.config.redisLockMs }
        : {}),
    });
    await this.worker.waitUntilReady();
  }

  async push(id: number): Promise<void> {
    await this.queue?.add("media", { id }, { jobId: `media-${id}`, removeOnComplete: true, removeOnFail: true });
  }

  /** Removes the queue's keys from Redis (tests). */
  async obliterate(): Promise<void> {
    await this.queue?.obliterate({ force: true });
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    for (const c of this.connections) c.disconnect();
    this.connections.length = 0;
  }
}
