import { TRPCClientError } from "@trpc/client";
import { api } from "../player/client.ts";
import { SYNC_TAG } from "./names.ts";
import { isOnline } from "./online.ts";
import { offlineQueue, type QueuedOperation } from "./queue.ts";

/** A call that never reached the server (no answer at all), as opposed to one it refused. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof TRPCClientError && !error.data && !(error.cause instanceof Error && "status" in error.cause);
}

type NewOperation = QueuedOperation extends infer O ? (O extends unknown ? Omit<O, "opId"> : never) : never;

/** Queues a change for the next sync and asks the browser to wake the app when it is back online. */
export async function sendWhenOnline(operation: NewOperation): Promise<void> {
  await offlineQueue().enqueue(operation);
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync: the `online` event sends the queue instead.
  }
  if (isOnline()) void flushOfflineQueue();
}

/** Sends what waits; the number sent (0 when offline or nothing waits). */
export async function flushOfflineQueue(): Promise<number> {
  if (!isOnline()) return 0;
  const { sent } = await offlineQueue().flush((operations) => api().offline.sync.mutate({ operations }));
  return sent;
}

/**
 * Runs a change now, or when there is no network (or the call never reached the server) queues
 * it for the next sync and answers `queued` in its place, so the screen keeps its optimistic state.
 */
export async function orQueue<T>(call: () => Promise<T>, operation: NewOperation, queued: T): Promise<T> {
  if (isOnline()) {
    try {
      return await call();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await sendWhenOnline(operation);
  return queued;
}
