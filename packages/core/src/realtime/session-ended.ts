import type { CoreServices } from "../context.ts";
import { eventBusOf } from "./services.ts";

/**
 * Sent on the bus when sessions of a user end (logout, logging out others, password change or
 * reset, ban, deletion). Every instance then closes that user's sockets whose session no longer
 * exists, so a socket opened with an ended session stops hearing the user's events. The event
 * names no session: the database says which ones are gone, whatever path ended them.
 */
export const SESSION_ENDED_EVENT = "session.ended";

/** Call after the deletes have committed; never fails the caller (sockets also die with their server). */
export async function announceSessionsEnded(services: CoreServices, userIds: number | number[]): Promise<void> {
  for (const userId of typeof userIds === "number" ? [userIds] : userIds) {
    await eventBusOf(services)
      .publish({ userId, event: SESSION_ENDED_EVENT, payload: null })
      .catch(() => {});
  }
}
