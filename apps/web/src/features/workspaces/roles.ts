import type { WorkspaceRole } from "@backbeat/core/schemas";

/** Untranslated role names and what each may do; the screens translate them. */
const ROLES: Record<WorkspaceRole, { label: string; description: string }> = {
  owner: { label: "Owner", description: "Owns the workspace and may delete it" },
  admin: { label: "Admin", description: "Manages members and invites, and edits playlists" },
  editor: { label: "Editor", description: "Creates and edits the workspace's playlists" },
  viewer: { label: "Viewer", description: "Sees and plays the workspace's playlists" },
};

export const roleLabel = (role: WorkspaceRole) => ROLES[role].label;
export const roleHint = (role: WorkspaceRole) => ROLES[role].description;
