import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import { emailField as email, text } from "../validation.ts";

/** docs/spec/1-platform-foundation.md §9: the personal space every user has; it has no row and no members but its user. */
export const DEFAULT_WORKSPACE_ID = 0;
/** docs/spec/1-platform-foundation.md §4: the cookie holding the active workspace id (the request layer reads it too). */
export const ACTIVE_WORKSPACE_COOKIE = "activeWorkspaceId";

export const WORKSPACE_NAME_MAX = 60;
/** Workspaces one user may own: a label runs a few teams, a script cannot make thousands. */
export const MAX_OWNED_WORKSPACES = 20;
/** Members plus pending invites of one workspace. */
export const MAX_WORKSPACE_MEMBERS = 100;
/** Pending invites of one workspace (expired ones are cleared before counting). */
export const MAX_PENDING_INVITES = 50;
export const INVITE_TTL_DAYS = 7;

/** docs/spec/1-platform-foundation.md §8: the answer to a join or decline with an unknown, expired or someone else's invite. */
export const INVALID_INVITE = "This invite is no longer valid";

/**
 * Roles, strongest first. owner: everything, the only one who may delete the workspace;
 * admin: rename, invite, change roles and remove members (never the owner); editor: create
 * and edit the workspace's playlists; viewer: see and play them.
 */
export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** Roles an invite or a role change can give: ownership is not handed out. */
export const ASSIGNABLE_WORKSPACE_ROLES = ["admin", "editor", "viewer"] as const;
export type AssignableWorkspaceRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

const role = z.enum(ASSIGNABLE_WORKSPACE_ROLES, { error: "Choose a role." });

const name = text({ max: WORKSPACE_NAME_MAX, min: 1, label: "name" });

/** The active workspace as sent by the request layer: junk reads as the default. */
export const workspaceIdParam = z.coerce.number<unknown>().int().min(0).max(2_147_483_647).catch(DEFAULT_WORKSPACE_ID);

/** An invite id as it arrives in a link; anything else is simply not an invite. */
export const inviteIdInput = z.object({ inviteId: z.string().max(200) });
export type InviteIdInput = z.output<typeof inviteIdInput>;

export const createWorkspaceInput = z.object({ name });
export type ParsedCreateWorkspaceInput = z.output<typeof createWorkspaceInput>;
export const renameWorkspaceInput = z.object({ id: idSchema, name });
export type RenameWorkspaceInput = z.output<typeof renameWorkspaceInput>;
export const workspaceIdInput = z.object({ id: idSchema });
export type WorkspaceIdInput = z.output<typeof workspaceIdInput>;
export const inviteMemberInput = z.object({ workspaceId: idSchema, email, role: role.default("editor") });
export const cancelInviteInput = z.object({ workspaceId: idSchema, inviteId: z.string().max(200) });
export type CancelInviteInput = z.output<typeof cancelInviteInput>;
export const memberRoleInput = z.object({ workspaceId: idSchema, userId: idSchema, role });
export type MemberRoleInput = z.output<typeof memberRoleInput>;
export const memberInput = z.object({ workspaceId: idSchema, userId: idSchema });
export type MemberInput = z.output<typeof memberInput>;

export type CreateWorkspaceInput = z.input<typeof createWorkspaceInput>;
export type InviteMemberInput = z.input<typeof inviteMemberInput>;
