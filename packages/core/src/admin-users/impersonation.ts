import { adminUsersRepo, usersRepo } from "@backbeat/db";
import { forgetCachedSessions } from "../auth/sessions.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound } from "../errors.ts";
import { assertCanManageUser } from "../users/manage-user.ts";
import { assertAdminArea } from "./access.ts";
import type { AdminUserIdInput } from "./schemas.ts";
import { banIsActive } from "./users.ts";

/**
 * "Log in as" moves the admin's own browser session to the user and remembers the admin on it,
 * so "Back to my account" needs no second cookie and ends with the session logging out if
 * either account disappears. Each take-over is written to `impersonations` (who, whom, from
 * where, when it began and ended). Rules: users.update is needed, and the target must be an
 * account the admin may manage (`assertCanManageUser`), so signing in as someone never gives
 * more than the admin already holds; a suspended account, or (while e-mail confirmation is
 * required) an unverified one, is refused because the gates would leave the admin stuck on the
 * suspended or verify screen; API tokens cannot start one (there is no session to move).
 */
export async function startImpersonation(
  services: CoreServices,
  viewer: Viewer,
  { userId }: AdminUserIdInput,
  meta: { ip: string | null },
) {
  const adminId = assertAdminArea(viewer, "users.update");
  const session = viewer.session;
  if (!session) throw forbidden("Logging in as another user needs a browser session.");
  if (userId === adminId) throw new DomainError("CONFLICT", "You are already logged in as yourself.");
  if (await adminUsersRepo.sessionImpersonator(services.db, session.id))
    throw new DomainError("CONFLICT", "Go back to your own account first.");
  await assertCanManageUser(services, viewer, userId, "log in as");
  const row = await usersRepo.findUserById(services.db, userId);
  if (!row) throw notFound("This user does not exist.");
  if (banIsActive(row)) throw new DomainError("CONFLICT", "This account is suspended; lift the ban first.");
  const settings = await services.settings.snapshot();
  if (settings.get("require_email_confirmation") && !row.email_verified_at)
    throw new DomainError("CONFLICT", "This account has not confirmed its e-mail address yet; mark it verified first.");
  await services.db.transaction().execute(async (trx) => {
    await adminUsersRepo.switchSessionUser(trx, session.id, userId, adminId);
    await adminUsersRepo.insertImpersonation(trx, {
      impersonator_id: adminId,
      impersonator_name: viewer.user?.name ?? "",
      user_id: userId,
      user_name: row.name,
      ip_address: meta.ip,
    });
  });
  forgetCachedSessions();
  return { message: `You are now logged in as ${row.name}`, user: { id: row.id, name: row.name } };
}

/** Back to the admin's own account, on the same session. Callable by the taken-over viewer. */
export async function stopImpersonation(services: CoreServices, viewer: Viewer) {
  const session = viewer.session;
  if (!viewer.user || !session) throw forbidden();
  const admin = await adminUsersRepo.sessionImpersonator(services.db, session.id);
  if (!admin) throw new DomainError("CONFLICT", "You are not logged in as another user.");
  const userId = viewer.user.id;
  await services.db.transaction().execute(async (trx) => {
    await adminUsersRepo.switchSessionUser(trx, session.id, admin.id, null);
    await adminUsersRepo.endImpersonation(trx, admin.id, userId);
  });
  forgetCachedSessions();
  return { message: "Welcome back", user: { id: admin.id, name: admin.name } };
}

/** For the bootstrap data: the admin behind this session, when it is a take-over. */
export async function impersonationOf(
  services: CoreServices,
  viewer: Viewer,
): Promise<{ impersonator: { id: number; name: string } } | null> {
  if (!viewer.session) return null;
  const admin = await adminUsersRepo.sessionImpersonator(services.db, viewer.session.id);
  return admin ? { impersonator: { id: admin.id, name: admin.name } } : null;
}
