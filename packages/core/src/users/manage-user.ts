import { adminUsersRepo, type Executor } from "@backbeat/db";
import { requireUser, type SignedIn } from "../account/access-control.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { type CurrentUser, loadCurrentUser } from "./current-user.ts";

export const LAST_ADMIN = "This is the last account with the Super admin permission; give it to someone else first.";

/** How a refusal names what was tried: "Only a super admin can {verb} a super admin." */
export type ManageVerb = "manage" | "delete" | "log in as";

export interface ManagedUser {
  actor: SignedIn;
  target: CurrentUser;
  self: boolean;
  targetIsSuper: boolean;
}

/**
 * The one rule for acting on an account, used by every path that reads or changes a user other
 * than the caller (admin area, account settings, bans, impersonation, deletion, over tRPC and
 * REST alike). The caller's own account always passes here (each path adds its own limits on
 * itself). Anyone else's needs users.update, and then the target may hold no permission the
 * actor lacks, as the viewer computes them (roles, direct grants and plan grants): otherwise an
 * operator could take over, re-password or sign in as a stronger account and use what it
 * holds. A super admin is managed only by a super admin.
 */
export async function assertCanManageUser(
  services: CoreServices,
  viewer: Viewer,
  targetId: number,
  verb: ManageVerb = "manage",
): Promise<ManagedUser> {
  const actor = requireUser(viewer);
  if (actor.user.id === targetId) {
    return { actor, target: actor.user, self: true, targetIsSuper: hasPermission(actor.user, "admin") };
  }
  if (!hasPermission(viewer, "users.update")) throw forbidden();
  const target = await loadCurrentUser(services.db, targetId);
  if (!target) throw notFound("This user does not exist.");
  const targetIsSuper = hasPermission(target, "admin");
  if (targetIsSuper && !hasPermission(viewer, "admin"))
    throw forbidden(`Only a super admin can ${verb} a super admin.`);
  const missing = target.permissions.map((g) => g.name).filter((name) => !hasPermission(viewer, name));
  if (missing.length > 0)
    throw forbidden(`You can't ${verb} an account holding permissions you do not have (${missing.sort().join(", ")}).`);
  return { actor, target, self: false, targetIsSuper };
}

/**
 * Call inside the transaction of any change that can take `admin` away from accounts (delete,
 * ban, demotion, a role edit), before writing it: refuses when it would leave the site with no
 * super admin who can sign in, whoever asks, the last one themselves included. Such changes are
 * serialised, so two of them cannot each leave the other's target as the one who remains.
 */
export async function assertKeepsASuperAdmin(
  db: Executor,
  change: { userIds?: number[]; roleId?: number },
): Promise<void> {
  await adminUsersRepo.lockAdminHolders(db);
  const now = await adminUsersRepo.adminHolderIds(db);
  if (now.length === 0) return;
  const after = await adminUsersRepo.adminHolderIds(db, { exceptUserIds: change.userIds, exceptRoleId: change.roleId });
  if (after.length === 0) throw new DomainError("CONFLICT", LAST_ADMIN);
}
