import { useSyncExternalStore } from "react";

/**
 * What became of a workspace invite answered from its notification, shown at once in this tab
 * (the server also records joined or declined on the notification, `inviteAnswer`, for every later
 * fetch; an invite found no longer valid is remembered here only).
 */
export type InviteOutcome = "joined" | "declined" | "invalid";

const outcomes = new Map<string, InviteOutcome>();
const listeners = new Set<() => void>();

export function inviteOutcome(inviteId: string): InviteOutcome | undefined {
  return outcomes.get(inviteId);
}

export function recordInviteOutcome(inviteId: string, outcome: InviteOutcome): void {
  if (outcomes.get(inviteId) === outcome) return;
  outcomes.set(inviteId, outcome);
  for (const listener of listeners) listener();
}

export function subscribeInviteOutcomes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInviteOutcome(inviteId: string): InviteOutcome | undefined {
  return useSyncExternalStore(
    subscribeInviteOutcomes,
    () => inviteOutcome(inviteId),
    () => undefined,
  );
}

/** docs/spec/1-platform-foundation.md §8: a 404 answer means the invite was used, cancelled or expired; other failures may be retried. */
export function outcomeOfFailure(httpStatus: number | null): InviteOutcome | undefined {
  return httpStatus === 404 ? "invalid" : undefined;
}

export type InviteAction = "join" | "decline";

/**
 * The invite's buttons as the notification carries them (`buttonActions`), keeping only the
 * actions this client knows; none without an inviteId.
 */
export function inviteButtons(data: {
  inviteId?: string;
  buttonActions?: { label: string; action: string }[];
}): { label: string; action: InviteAction }[] {
  if (!data.inviteId) return [];
  return (data.buttonActions ?? []).filter(
    (b): b is { label: string; action: InviteAction } => b.action === "join" || b.action === "decline",
  );
}
