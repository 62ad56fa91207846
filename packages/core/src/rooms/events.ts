import type { CoreServices } from "../context.ts";
import { eventBusOf } from "../realtime/services.ts";

/**
 * Room events go out on the live channel's bus addressed to each member, so with REDIS_URL the
 * instance holding a member's socket delivers them wherever the change was made.
 */
export const ROOM_CHANGED_EVENT = "room.changed";
export const ROOM_MESSAGE_EVENT = "room.message";
export const ROOM_ENDED_EVENT = "room.ended";

export async function tellMembers(
  services: CoreServices,
  userIds: number[],
  event: string,
  payload: unknown,
): Promise<void> {
  const bus = eventBusOf(services);
  // A member whose event was lost catches up from the room's row on their next read.
  await Promise.all(userIds.map((userId) => bus.publish({ userId, event, payload }).catch(() => {})));
}
