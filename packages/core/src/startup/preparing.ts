import type { CoreServices } from "../context.ts";

/**
 * Work the server does in the background after it starts listening (building the web app of a
 * fresh checkout, the demo catalogue of a fresh install), shown on the home page and by the
 * health check until it is done.
 */
export interface PreparingState {
  task: string;
  done: number;
  total: number;
}

/** Each piece of work by its key, in the order it started. */
const preparing = new WeakMap<CoreServices, Map<string, PreparingState>>();

export function setPreparing(services: CoreServices, state: PreparingState | null, key = "demo"): void {
  let tasks = preparing.get(services);
  if (state) {
    if (!tasks) preparing.set(services, (tasks = new Map()));
    tasks.set(key, state);
  } else tasks?.delete(key);
}

/** The first piece of work still running, or null when the server is done preparing. */
export function preparingOf(services: CoreServices): PreparingState | null {
  for (const state of preparing.get(services)?.values() ?? []) return state;
  return null;
}

/** Every piece of work still running, for the page shown while the web app is being built. */
export function preparingTasksOf(services: CoreServices): PreparingState[] {
  return [...(preparing.get(services)?.values() ?? [])];
}
