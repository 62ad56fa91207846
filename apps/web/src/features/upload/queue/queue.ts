import { INACTIVITY_TIMEOUT_MS, UPLOAD_CONCURRENCY, UPLOAD_TIMED_OUT } from "./constants.ts";
import { fingerprint } from "./multipart-plan.ts";
import { type Restrictions, restrictionError } from "./restrictions.ts";
import type { UploadSettings } from "./settings.ts";
import { addSample, type Sample, speedOf } from "./speed.ts";
import { chooseStrategy, runsAlone } from "./strategy.ts";
import { type ProgressEvent, type TransportFor, UploadError, type UploadOptions, type UploadRecord } from "./types.ts";

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface QueueDeps {
  transportFor: TransportFor;
  settings: () => UploadSettings;
  clock?: Clock;
  createId?: () => string;
}

export interface NewUpload {
  file: File;
  relativePath?: string;
}

interface Internal {
  file: File;
  controller: AbortController | null;
  /** Bumped on every start/abort so answers from an earlier run are ignored. */
  run: number;
  watchdog: unknown;
  samples: Sample[];
  /** Refused by the restrictions: retrying cannot help. */
  refused: boolean;
}

type Listener = () => void;

/**
 * The browser's upload queue (docs/spec/2-product-areas.md §4 "Upload"): records move pending → inProgress →
 * completed | failed | aborted. 3 run at once; a folder file, a multipart upload or a multi-chunk
 * resumable upload runs alone. 30 s without progress fails with 'Upload timed out'.
 */
export class UploadQueue {
  private records: readonly UploadRecord[] = [];
  private readonly internal = new Map<string, Internal>();
  private readonly listeners = new Set<Listener>();
  private readonly settledListeners = new Set<(record: UploadRecord) => void>();
  private readonly clock: Clock;
  private nextId = 1;

  constructor(private readonly deps: QueueDeps) {
    this.clock = deps.clock ?? realClock;
  }

  getSnapshot = (): readonly UploadRecord[] => this.records;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called once per record that completes or fails (not on abort). */
  onSettled(listener: (record: UploadRecord) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  get(id: string): UploadRecord | undefined {
    return this.records.find((r) => r.id === id);
  }

  /** Queues files; ones the restrictions refuse are failed straight away with their message. */
  add(files: NewUpload[], options: { metadata?: UploadOptions["metadata"]; restrictions?: Restrictions } = {}) {
    const settings = this.deps.settings();
    const added: UploadRecord[] = [];
    for (const { file, relativePath } of files) {
      const id = this.deps.createId?.() ?? `upload-${this.nextId++}`;
      const refusal = options.restrictions ? restrictionError(file, options.restrictions) : null;
      const record: UploadRecord = {
        id,
        name: file.name,
        size: file.size,
        mime: file.type,
        ...(relativePath ? { relativePath } : {}),
        status: refusal ? "failed" : "pending",
        percentage: 0,
        bytesUploaded: 0,
        speed: 0,
        strategy: chooseStrategy(file.size, settings),
        ...(refusal ? { error: refusal } : {}),
        options: {
          ...(options.metadata ? { metadata: options.metadata } : {}),
          ...(relativePath ? { relativePath } : {}),
        },
      };
      this.internal.set(id, { file, controller: null, run: 0, watchdog: null, samples: [], refused: Boolean(refusal) });
      added.push(record);
    }
    this.records = [...this.records, ...added];
    this.emit();
    this.pump();
    return added;
  }

  /** Before start the upload is removed; after start it is marked aborted at 0 %. */
  abort(id: string) {
    const record = this.get(id);
    const state = this.internal.get(id);
    if (!record || !state) return;
    if (record.status === "pending") {
      this.forget(id);
    } else if (record.status === "inProgress") {
      this.stop(state);
      this.update(id, { status: "aborted", percentage: 0, bytesUploaded: 0, speed: 0 });
    } else return;
    this.pump();
  }

  canRetry(id: string): boolean {
    const record = this.get(id);
    const state = this.internal.get(id);
    return Boolean(record && state && !state.refused && (record.status === "failed" || record.status === "aborted"));
  }

  /** A failed or aborted upload goes back to the end of the queue. */
  retry(id: string) {
    if (!this.canRetry(id)) return;
    const record = this.get(id) as UploadRecord;
    const { error: _error, ...rest } = record;
    this.records = [
      ...this.records.filter((r) => r.id !== id),
      { ...rest, status: "pending", percentage: 0, bytesUploaded: 0, speed: 0 },
    ];
    this.emit();
    this.pump();
  }

  /** Removes a record that is no longer running (the list's "clear"). */
  remove(id: string) {
    const record = this.get(id);
    if (!record) return;
    if (record.status === "inProgress" || record.status === "pending") return this.abort(id);
    this.forget(id);
  }

  clearFinished() {
    for (const r of this.records)
      if (r.status === "completed" || r.status === "aborted" || r.status === "failed") this.forget(r.id);
  }

  private forget(id: string) {
    const state = this.internal.get(id);
    if (state) this.stop(state);
    this.internal.delete(id);
    this.records = this.records.filter((r) => r.id !== id);
    this.emit();
  }

  /** Starts pending uploads in order while the concurrency rule allows. */
  private pump() {
    const settings = this.deps.settings();
    const running = this.records.filter((r) => r.status === "inProgress");
    for (const next of this.records) {
      if (next.status !== "pending") continue;
      if (running.some((r) => runsAlone(r, settings))) break;
      if (running.length > 0 && runsAlone(next, settings)) break;
      if (running.length >= UPLOAD_CONCURRENCY) break;
      running.push(this.start(next));
    }
  }

  private start(record: UploadRecord): UploadRecord {
    const state = this.internal.get(record.id) as Internal;
    const controller = new AbortController();
    state.controller = controller;
    state.run++;
    state.samples = [{ at: this.clock.now(), bytes: 0 }];
    const run = state.run;
    const strategy = chooseStrategy(record.size, this.deps.settings());
    const started = this.update(record.id, {
      status: "inProgress",
      percentage: 0,
      bytesUploaded: 0,
      speed: 0,
      strategy,
    });
    this.armWatchdog(record.id, state, run);
    const onProgress = (event: ProgressEvent) => {
      if (state.run !== run || controller.signal.aborted) return;
      this.armWatchdog(record.id, state, run);
      const total = event.bytesTotal || record.size || 1;
      const bytes = Math.min(event.bytesUploaded, total);
      state.samples = addSample(state.samples, { at: this.clock.now(), bytes });
      this.update(record.id, {
        bytesUploaded: bytes,
        percentage: Math.min(100, Math.round((bytes / total) * 100)),
        speed: speedOf(state.samples),
      });
    };
    this.deps
      .transportFor(strategy)
      .upload({
        file: state.file,
        options: record.options,
        fingerprint: fingerprint(state.file, record.relativePath),
        signal: controller.signal,
        onProgress,
      })
      .then(
        (entry) => {
          if (state.run !== run || controller.signal.aborted) return;
          this.finish(record.id, state, {
            status: "completed",
            entry,
            percentage: 100,
            bytesUploaded: record.size,
            speed: 0,
          });
        },
        (error: unknown) => {
          if (state.run !== run || controller.signal.aborted) return;
          const message = error instanceof UploadError ? error.userMessage : undefined;
          this.finish(record.id, state, { status: "failed", speed: 0, ...(message ? { error: message } : {}) });
        },
      );
    return started ?? record;
  }

  private finish(id: string, state: Internal, patch: Partial<UploadRecord>) {
    this.clock.clearTimeout(state.watchdog);
    state.watchdog = null;
    state.controller = null;
    const record = this.update(id, patch);
    if (record) for (const listener of this.settledListeners) listener(record);
    this.pump();
  }

  private armWatchdog(id: string, state: Internal, run: number) {
    this.clock.clearTimeout(state.watchdog);
    state.watchdog = this.clock.setTimeout(() => {
      if (state.run !== run || this.get(id)?.status !== "inProgress") return;
      // Cancel the transport (its late answer is ignored) and record the timeout.
      this.stop(state);
      this.finish(id, state, { status: "failed", error: UPLOAD_TIMED_OUT, speed: 0 });
    }, INACTIVITY_TIMEOUT_MS);
  }

  private stop(state: Internal) {
    this.clock.clearTimeout(state.watchdog);
    state.watchdog = null;
    state.run++;
    state.controller?.abort(new DOMException("Upload aborted", "AbortError"));
    state.controller = null;
  }

  private update(id: string, patch: Partial<UploadRecord>): UploadRecord | undefined {
    let updated: UploadRecord | undefined;
    this.records = this.records.map((r) => {
      if (r.id !== id) return r;
      updated = { ...r, ...patch };
      if (patch.status && patch.status !== "failed") delete updated.error;
      return updated;
    });
    this.emit();
    return updated;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
