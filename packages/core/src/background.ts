import type { CoreServices } from "./context.ts";

const inFlight = new WeakMap<CoreServices, Set<Promise<void>>>();

/**
 * Work started without waiting for it (the sweeps and prunes a server runs at start and on a
 * timer). Its failures are its own to record; the database closes only once it has settled
 * (`settleBackground`), since a pool closed under a running query never finishes closing.
 */
export function inBackground(services: CoreServices, work: Promise<unknown>): void {
  let running = inFlight.get(services);
  if (!running) inFlight.set(services, (running = new Set()));
  const tracked: Promise<void> = work.then(
    () => {
      running.delete(tracked);
    },
    () => {
      running.delete(tracked);
    },
  );
  running.add(tracked);
}

/** Waits for every piece of background work of these services to finish. */
export async function settleBackground(services: CoreServices): Promise<void> {
  const running = inFlight.get(services);
  while (running?.size) await Promise.all([...running]);
}
