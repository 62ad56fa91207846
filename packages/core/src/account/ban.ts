import { sessionsRepo, usersRepo } from "@backbeat/db";
import { forgetCachedSessions } from "../auth/sessions.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { announceSessionsEnded } from "../realtime/session-ended.ts";
import { assertCanManageUser, assertKeepsASuperAdmin } from "../users/manage-user.ts";
import { requireUser } from "./access-control.ts";

export const ACCOUNT_SUSPENDED = "Your account is suspended.";

/**
 * A suspended account (docs/spec/1-platform-foundation.md §2 "Suspended screen") may still load bootstrap data (to show
 * the suspended screen) and log out; every other call is refused. Both edges call this.
 */
export function assertNotBanned(viewer: Viewer): void {
  if (viewer.user?.banned_at) throw new DomainError("FORBIDDEN", ACCOUNT_SUSPENDED);
}

export const OWN_SUSPENSION = "You can't suspend your own account.";

/** Bans follow the rule for managing another account; nobody suspends themselves. */
async function assertCanBan(services: CoreServices, viewer: Viewer, userId: number) {
  requireUser(viewer);
  if (!hasPermission(viewer, "users.update")) throw forbidden();
  const { self } = await assertCanManageUser(services, viewer, userId);
  if (self) throw new DomainError("CONFLICT", OWN_SUSPENSION);
}

/** Suspends an account: sets banned_at and ends every one of its sessions at once. */
export async function banUser(services: CoreServices, viewer: Viewer, userId: number): Promise<{ message: string }> {
  await assertCanBan(services, viewer, userId);
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  await services.db.transaction().execute(async (trx) => {
    await assertKeepsASuperAdmin(trx, { userIds: [userId] });
    // No end: an earlier ban whose end has passed must not make this one lapse at once.
    await usersRepo.updateUser(trx, userId, { banned_at: row.banned_at ?? new Date(), banned_until: null });
    await sessionsRepo.deleteUserSessions(trx, userId);
  });
  // The deletes above only show once committed: sessions read meanwhile must not outlive them.
  forgetCachedSessions();
  await announceSessionsEnded(services, userId);
  return { message: "User suspended" };
}

export async function unbanUser(services: CoreServices, viewer: Viewer, userId: number): Promise<{ message: string }> {
  await assertCanBan(services, viewer, userId);
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound();
  await usersRepo.updateUser(services.db, userId, { banned_at: null, ban_reason: null, banned_until: null });
  return { message: "User re-activated" };
}
