import type { Viewer } from "../context.ts";
import type { CurrentUser } from "./current-user.ts";

/**
 * A signed-in viewer as the session layer would build it, for tests and benchmarks: an unverified,
 * unbanned listener without roles, holding `permissions` both on the user and on the viewer.
 */
export function testViewer(
  id: number,
  {
    name,
    email,
    timezone = "UTC",
    permissions = [],
  }: Partial<Pick<CurrentUser, "name" | "email" | "timezone" | "permissions">> = {},
): Viewer & { user: CurrentUser } {
  return {
    user: {
      id,
      name: name ?? `User ${id}`,
      image: null,
      email: email ?? `u${id}@example.com`,
      email_verified_at: null,
      banned_at: null,
      timezone,
      language: "en",
      roles: [],
      permissions,
      subscriptions: [],
      unread_notifications_count: 0,
    },
    session: null,
    permissions,
  };
}
