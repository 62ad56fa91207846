/** Media pipeline settings (apps/server/src/env.ts reads them from the environment). */
export interface MediaConfig {
  /** Where jobs wait: the database (default, survives restarts) or Redis through BullMQ. */
  queue: "database" | "redis";
  redisUrl?: string;
  /** Key prefix of the BullMQ queue (tests use their own). */
  redisPrefix?: string;
  /**
   * How long a BullMQ job stays with a worker that stopped renewing it (its process died) before
   * another worker takes it; BullMQ's 30 s unless a test wants it sooner.
   */
  redisLockMs?: number;
  /** Jobs (each one or two ffmpeg runs) processed at once. */
  concurrency: number;
  /** Per ffmpeg run. */
  ffmpegTimeoutMs: number;
  /** Folders the library import may read; an import path must lie inside one of them. */
  importRoots: string[];
}

export const defaultMediaConfig: MediaConfig = {
  queue: "database",
  concurrency: 1,
  ffmpegTimeoutMs: 10 * 60_000,
  importRoots: [],
};

export function mediaConfigOf(config: { media?: Partial<MediaConfig> }): MediaConfig {
  return { ...defaultMediaConfig, ...config.media };
}
