import type { CoreServices } from "../context.ts";

/**
 * Work the server does in the background after it starts listening (the demo catalogue of a
 * fresh install), shown on the home page and by the health check until it is done.
 */
export interface PreparingState {
  task: string;
  done: number;
  total: number;
}

const preparing = new WeakMap<CoreServices, PreparingState>();

export function setPreparing(services: CoreServices, state: PreparingState | null): void {
  if (state) preparing.set(services, state);
  else preparing.delete(services);
}

export function preparingOf(services: CoreServices): PreparingState | null {
  return preparing.get(services) ?? null;
}
