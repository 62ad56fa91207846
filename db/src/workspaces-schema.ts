import type { Generated } from "kysely";

export type WorkspaceRoleColumn = "owner" | "admin" | "editor" | "viewer";
export type WorkspaceInviteRoleColumn = Exclude<WorkspaceRoleColumn, "owner">;

/** Migration 2026_11_27_0200: a team space (docs/spec/1-platform-foundation.md "Workspace"); id 0 is the personal default and has no row. */
export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Migration 2026_11_27_0200: one member of a workspace; the owner is a member with role `owner`. */
export interface WorkspaceMembersTable {
  workspace_id: number;
  user_id: number;
  role: WorkspaceRoleColumn;
  created_at: Generated<Date>;
}

/** Migration 2026_11_27_0200: a pending invite to one e-mail; the id is the join link's secret. */
export interface WorkspaceInvitesTable {
  id: string;
  workspace_id: number;
  email: string;
  role: WorkspaceInviteRoleColumn;
  invited_by: number | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface WorkspacesDB {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invites: WorkspaceInvitesTable;
}
