import { workspacesRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, unauthenticated } from "../errors.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { DEFAULT_WORKSPACE_ID, WORKSPACE_ROLES, type WorkspaceRole } from "./schemas.ts";

const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.length - WORKSPACE_ROLES.indexOf(role);

/** Whether `role` is `least` or stronger (owner > admin > editor > viewer). */
export function atLeast(role: WorkspaceRole | null, least: WorkspaceRole): boolean {
  return role !== null && rank(role) >= rank(least);
}

export function signedInUser(viewer: Viewer): CurrentUser {
  if (!viewer.user) throw unauthenticated();
  return viewer.user;
}

/**
 * The viewer's membership of a workspace. Someone outside it learns nothing (404, as for an
 * unknown id); a member below `least` is refused (403).
 */
export async function requireRole(services: CoreServices, viewer: Viewer, workspaceId: number, least: WorkspaceRole) {
  const user = signedInUser(viewer);
  const [workspace, role] = await Promise.all([
    workspacesRepo.findWorkspace(services.db, workspaceId),
    workspacesRepo.roleOf(services.db, workspaceId, user.id),
  ]);
  if (!workspace || !role) throw notFound("Workspace not found.");
  if (!atLeast(role, least)) throw forbidden();
  return { workspace, role, user };
}

/**
 * The active workspace a request names (the request layer's `workspaceId`): null for the
 * default space, else the viewer's role there. A workspace the viewer is not in is refused,
 * so nothing is read or written in someone else's space.
 */
export async function activeWorkspaceRole(
  services: CoreServices,
  viewer: Viewer,
  workspaceId: number,
): Promise<{ id: number; role: WorkspaceRole } | null> {
  if (workspaceId === DEFAULT_WORKSPACE_ID) return null;
  const { role } = await requireRole(services, viewer, workspaceId, "viewer");
  return { id: workspaceId, role };
}
