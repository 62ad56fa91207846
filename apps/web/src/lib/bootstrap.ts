import type { BootstrapData } from "@backbeat/api/types";
import { useSyncExternalStore } from "react";

/**
 * The bootstrap data (docs/spec/1-platform-foundation.md §3) the server embeds in the page. Login, logout and the
 * appearance editor replace it; components read it through `useBootstrap`.
 */
let current: BootstrapData | null = null;
const listeners = new Set<() => void>();

export function readEmbeddedBootstrap(doc: Document = document): BootstrapData | null {
  const text = doc.getElementById("bootstrap-data")?.textContent?.trim();
  if (!text || text === "{}") return null;
  try {
    return JSON.parse(text) as BootstrapData;
  } catch {
    return null;
  }
}

export function getBootstrap(): BootstrapData {
  if (!current) throw new Error("Bootstrap data was read before it was loaded.");
  return current;
}

export function setBootstrap(next: BootstrapData): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBootstrap(): BootstrapData {
  return useSyncExternalStore(subscribe, getBootstrap, getBootstrap);
}

/**
 * The post-login target of docs/spec/1-platform-foundation.md §2: /admin for admins, otherwise /. A stored onboarding
 * selection (a plan picked on /pricing) comes first where a sign-in lands (`onboardingTarget`).
 */
export function postLoginTarget(data: BootstrapData): string {
  const user = data.user;
  if (user?.permissions.some((p) => p.name === "admin")) return "/admin";
  return "/";
}
