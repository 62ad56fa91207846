import { WORKSPACE_COOKIE } from "@backbeat/client";
import { DEFAULT_WORKSPACE_ID } from "@backbeat/core/schemas";
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { readCookie, writeCookie } from "@/global/cookies.ts";

const listeners = new Set<() => void>();
let switchedAt = 0;

/** When the active workspace last changed: a list read before then may not hold it yet. */
export const lastSwitchAt = () => switchedAt;

/** docs/spec/1-platform-foundation.md §4: the active workspace id lives in a cookie (default 0); the request layer reads the same cookie. */
export function activeWorkspaceId(): number {
  const id = Number(readCookie(WORKSPACE_COOKIE) ?? DEFAULT_WORKSPACE_ID);
  return Number.isInteger(id) && id > 0 ? id : DEFAULT_WORKSPACE_ID;
}

export function useActiveWorkspaceId(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activeWorkspaceId,
    () => DEFAULT_WORKSPACE_ID,
  );
}

/**
 * Makes a workspace active. Every cached answer was read for the previous workspace, so all
 * queries are refetched with the new `workspaceId`.
 */
export function setActiveWorkspace(id: number, queryClient?: QueryClient): void {
  if (id === activeWorkspaceId()) return;
  writeCookie(WORKSPACE_COOKIE, String(id));
  switchedAt = Date.now();
  void queryClient?.invalidateQueries();
  for (const listener of listeners) listener();
}
