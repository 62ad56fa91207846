import type { OfflineOperation } from "@backbeat/core/schemas";
import { createStore, del, entries, set, type UseStore } from "idb-keyval";

/**
 * Plays, likes and playlist edits made offline wait here (IndexedDB) until the network is
 * back. Each gets its id when queued and keeps it on every retry: the server counts an id once
 * (core/offline), so a sync whose answer was lost can be sent again safely.
 */
export type QueuedOperation = OfflineOperation;
type NewOperation = OfflineOperation extends infer O ? (O extends unknown ? Omit<O, "opId"> : never) : never;

export interface SyncAnswer {
  results: Array<{ opId: string; status: "applied" | "duplicate" | "refused" }>;
}

/** The server's bound on one sync (OFFLINE_SYNC_MAX_OPERATIONS). */
export const SYNC_BATCH = 100;
/** A device keeps at most this many changes; the oldest go first beyond it. */
export const QUEUE_LIMIT = 5_000;

export function newOperationId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createOfflineQueue(store: UseStore = createStore("backbeat-offline-queue", "operations")) {
  let sequence = 0;
  let flushing: Promise<{ sent: number; left: number }> | null = null;

  /** Oldest first: keys are the time queued and a counter, zero-padded to sort as text. */
  const pending = async (): Promise<Array<[string, QueuedOperation]>> =>
    ((await entries(store)) as Array<[string, QueuedOperation]>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const enqueue = async (operation: NewOperation): Promise<QueuedOperation> => {
    const op = { ...operation, opId: newOperationId() } as QueuedOperation;
    const key = `${Date.now().toString().padStart(15, "0")}-${(sequence++).toString().padStart(6, "0")}-${op.opId}`;
    await set(key, op, store);
    const all = await pending();
    for (const [old] of all.slice(0, Math.max(0, all.length - QUEUE_LIMIT))) await del(old, store);
    return op;
  };

  /**
   * Sends the queue in batches, oldest first. Whatever the server answered for (applied, a
   * repeat, refused) leaves the queue; a failed request leaves everything for the next try.
   * Calls made while one runs share it.
   */
  const flush = (send: (operations: QueuedOperation[]) => Promise<SyncAnswer>) => {
    flushing ??= (async () => {
      let sent = 0;
      try {
        for (;;) {
          const batch = (await pending()).slice(0, SYNC_BATCH);
          if (!batch.length) break;
          let answer: SyncAnswer;
          try {
            answer = await send(batch.map(([, op]) => op));
          } catch {
            break;
          }
          const answered = new Set(answer.results.map((r) => r.opId));
          const done = batch.filter(([, op]) => answered.has(op.opId));
          for (const [key] of done) await del(key, store);
          sent += done.length;
          // An answer that settles nothing would loop: wait for the next trigger.
          if (!done.length) break;
        }
        return { sent, left: (await pending()).length };
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  };

  return { enqueue, flush, pending: async () => (await pending()).map(([, op]) => op) };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

let shared: OfflineQueue | null = null;
/** The app's one queue. */
export function offlineQueue(): OfflineQueue {
  shared ??= createOfflineQueue();
  return shared;
}
