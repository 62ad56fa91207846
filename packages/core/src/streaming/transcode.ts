import { readdir, stat, unlink } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { CoreServices } from "../context.ts";

/** Every slot and queue place is taken: the edge answers 503 with `Retry-After`. */
export class TranscodeBusyError extends Error {
  override readonly name = "TranscodeBusyError";
  constructor(readonly retryAfterSeconds: number) {
    super("The server is busy preparing other downloads. Please try again shortly.");
  }
}

export interface TranscodeStats {
  /** Jobs running right now (one ffmpeg process each). */
  running: number;
  /** The most that ever ran at once. */
  peakRunning: number;
  /** Jobs started (ffmpeg processes spawned). */
  started: number;
  /** Requests that joined a job already queued or running for the same output. */
  joined: number;
  /** Requests turned away because the queue was full. */
  rejected: number;
  waiting: number;
}

/**
 * Runs at most `concurrency` jobs at once; up to `maxWaiting` more wait their turn, anything
 * beyond that is refused at once (TranscodeBusyError) rather than piling up processes or
 * memory. Jobs are keyed by their output, so any number of requests for the same file share
 * one job. A finished slot goes straight to the next waiter.
 */
export class TranscodeQueue {
  private readonly jobs = new Map<string, Promise<void>>();
  private readonly waiters: (() => void)[] = [];
  private slotsTaken = 0;
  /** Running average job time, for the Retry-After estimate. */
  private averageMs = 3000;
  readonly stats: TranscodeStats = { running: 0, peakRunning: 0, started: 0, joined: 0, rejected: 0, waiting: 0 };

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  run(key: string, work: () => Promise<void>): Promise<void> {
    const existing = this.jobs.get(key);
    if (existing) {
      this.stats.joined++;
      return existing;
    }
    if (this.slotsTaken >= this.concurrency && this.waiters.length >= this.maxWaiting) {
      this.stats.rejected++;
      throw new TranscodeBusyError(this.retryAfterSeconds());
    }
    const job = this.execute(work).finally(() => this.jobs.delete(key));
    this.jobs.set(key, job);
    return job;
  }

  retryAfterSeconds(): number {
    const ahead = this.waiters.length + this.slotsTaken;
    return Math.min(60, Math.max(1, Math.ceil((this.averageMs * ahead) / this.concurrency / 1000)));
  }

  private async execute(work: () => Promise<void>): Promise<void> {
    await this.acquire();
    const started = performance.now();
    this.stats.started++;
    this.stats.running++;
    this.stats.peakRunning = Math.max(this.stats.peakRunning, this.stats.running);
    try {
      await work();
    } finally {
      this.stats.running--;
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.slotsTaken < this.concurrency) {
      this.slotsTaken++;
      return;
    }
    this.stats.waiting++;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.stats.waiting--;
  }

  private release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.slotsTaken--;
  }
}

/**
 * The finished downloads folder, kept under `maxBytes`: an in-memory index of file sizes in
 * least-recently-used order (a hit moves a file to the back), filled from the folder on first
 * use so files from earlier runs count too. Adding a file evicts from the front until the total
 * fits. A file handed out in the last `graceMs` is spared until then (the cap may be exceeded
 * by those for that long): the response opens it just after, and once open it keeps streaming
 * even if evicted, since the descriptor outlives the unlink.
 */
export class DownloadCache {
  private readonly entries = new Map<string, { size: number; handedOutUntil: number }>();
  private total = 0;
  private loading: Promise<void> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    readonly graceMs = 2000,
  ) {}

  get bytes(): number {
    return this.total;
  }

  /** The cached file, marked used and handed out, or null when it is not (or no longer) there. */
  async lookup(name: string): Promise<{ size: number; mtime: Date } | null> {
    await this.load();
    const info = await stat(join(this.dir, name)).catch(() => null);
    this.forget(name);
    if (!info?.isFile()) return null;
    this.remember(name, info.size, Date.now() + this.graceMs);
    return { size: info.size, mtime: info.mtime };
  }

  /** Records a new file (about to be handed out), then evicts until the cap holds. */
  async add(name: string, size: number): Promise<void> {
    await this.load();
    this.forget(name);
    this.remember(name, size, Date.now() + this.graceMs);
    await this.evict();
  }

  private remember(name: string, size: number, handedOutUntil: number): void {
    this.entries.set(name, { size, handedOutUntil });
    this.total += size;
  }

  private forget(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.total -= entry.size;
  }

  private async evict(now = Date.now()): Promise<void> {
    const evicted: string[] = [];
    let spared = Number.POSITIVE_INFINITY;
    for (const [name, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (entry.handedOutUntil > now) {
        spared = Math.min(spared, entry.handedOutUntil);
        continue;
      }
      this.entries.delete(name);
      this.total -= entry.size;
      evicted.push(name);
    }
    // Still over because of files just handed out: look again once their grace is over.
    if (this.total > this.maxBytes && spared !== Number.POSITIVE_INFINITY && !this.retry) {
      this.retry = setTimeout(
        () => {
          this.retry = undefined;
          void this.evict();
        },
        spared - now + 5,
      );
      this.retry.unref?.();
    }
    await Promise.all(evicted.map((name) => unlink(join(this.dir, name)).catch(() => {})));
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      const names = await readdir(this.dir).catch(() => [] as string[]);
      const files: { name: string; size: number; mtime: number }[] = [];
      for (const name of names) {
        const info = await stat(join(this.dir, name)).catch(() => null);
        if (!info?.isFile()) continue;
        // Half-written output of a run that died; this process has not started any yet.
        if (name.includes(".tmp.")) await unlink(join(this.dir, name)).catch(() => {});
        else files.push({ name, size: info.size, mtime: info.mtimeMs });
      }
      for (const f of files.sort((a, b) => a.mtime - b.mtime)) this.remember(f.name, f.size, 0);
      await this.evict();
    })();
    return this.loading;
  }
}

export const DEFAULT_DOWNLOAD_CACHE_BYTES = 2048 * 1024 * 1024;

/** Two ffmpeg runs at once (one on a single core): downloads must not starve streaming. */
export function defaultTranscodeConcurrency(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

interface Transcoding {
  queue: TranscodeQueue;
  cache: DownloadCache;
}

const byServices = new WeakMap<object, Transcoding>();

/** The queue and cache of one server (tests run several in one process). */
export function transcodingFor(services: CoreServices, dir: string): Transcoding {
  let t = byServices.get(services.config);
  if (!t) {
    const concurrency = services.config.downloads?.concurrency ?? defaultTranscodeConcurrency();
    t = {
      // Eight waiting per slot: a burst of downloads queues briefly instead of failing.
      queue: new TranscodeQueue(concurrency, concurrency * 8),
      cache: new DownloadCache(dir, services.config.downloads?.cacheBytes ?? DEFAULT_DOWNLOAD_CACHE_BYTES),
    };
    byServices.set(services.config, t);
  }
  return t;
}

/** Counters for monitoring and tests; null before the first download. */
export function transcodeStats(services: CoreServices): (TranscodeStats & { cacheBytes: number }) | null {
  const t = byServices.get(services.config);
  return t ? { ...t.queue.stats, cacheBytes: t.cache.bytes } : null;
}
