/**
 * The global layer reads and patches the app's one bootstrap store (lib/bootstrap.ts); this
 * adapter adds a selector form of `useBootstrap` and `updateBootstrap` for the appearance editor.
 */
import type { BootstrapData } from "@backbeat/api/types";
import { getBootstrap, setBootstrap, useBootstrap as useBootstrapData } from "@/lib/bootstrap.ts";

export type { BootstrapData };
export { getBootstrap, setBootstrap };

export function useBootstrap(): BootstrapData;
export function useBootstrap<T>(select: (data: BootstrapData) => T): T;
export function useBootstrap<T>(select?: (data: BootstrapData) => T): T | BootstrapData {
  const data = useBootstrapData();
  return select ? select(data) : data;
}

export function updateBootstrap(update: (data: BootstrapData) => BootstrapData): void {
  setBootstrap(update(getBootstrap()));
}

/** The bootstrap data, or null before it is loaded (unit tests, very early calls). */
export function peekBootstrap(): BootstrapData | null {
  try {
    return getBootstrap();
  } catch {
    return null;
  }
}
