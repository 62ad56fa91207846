import { randomBytes } from "node:crypto";
import { notificationsRepo, usersRepo, workspacesRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, validationError } from "../errors.ts";
import { atLeast, requireRole, signedInUser } from "./access.ts";
import { notifyInvitee, sendInviteMail } from "./invite-notification.ts";
import {
  type CancelInviteInput,
  DEFAULT_WORKSPACE_ID,
  INVALID_INVITE,
  INVITE_TTL_DAYS,
  type InviteIdInput,
  type inviteIdInput,
  type inviteMemberInput,
  MAX_OWNED_WORKSPACES,
  MAX_PENDING_INVITES,
  MAX_WORKSPACE_MEMBERS,
  type MemberInput,
  type MemberRoleInput,
  type ParsedCreateWorkspaceInput,
  type RenameWorkspaceInput,
  type WorkspaceIdInput,
  type WorkspaceRole,
} from "./schemas.ts";

/** docs/spec/1-platform-foundation.md §3 "Workspace", plus the viewer's role in it. */
export interface WorkspaceJson {
  id: number;
  name: string;
  members_count: number;
  role: WorkspaceRole;
}

export interface WorkspaceMemberJson {
  id: number;
  name: string;
  email: string;
  image: string | null;
  role: WorkspaceRole;
  joined_at: string;
}

export interface WorkspaceInviteJson {
  id: string;
  email: string;
  role: WorkspaceRole;
  expires_at: string;
}

export interface WorkspaceDetail {
  workspace: WorkspaceJson;
  members: WorkspaceMemberJson[];
  /** Pending invites: only for those who may manage them (owner, admin). */
  invites: WorkspaceInviteJson[];
}

const DEFAULT_WORKSPACE: WorkspaceJson = { id: DEFAULT_WORKSPACE_ID, name: "Default", members_count: 1, role: "owner" };
const INVITE_ID = /^[A-Za-z0-9_-]{32}$/;
const DAY_MS = 86_400_000;

const workspaceJson = (w: { id: number; name: string; members_count: number }, role: WorkspaceRole): WorkspaceJson => ({
  id: w.id,
  name: w.name,
  members_count: w.members_count,
  role,
});

/** The viewer's workspaces, the personal default (id 0) first. */
export async function listWorkspaces(services: CoreServices, viewer: Viewer): Promise<{ workspaces: WorkspaceJson[] }> {
  const user = signedInUser(viewer);
  const rows = await workspacesRepo.workspacesOf(services.db, user.id);
  return { workspaces: [DEFAULT_WORKSPACE, ...rows.map((r) => workspaceJson(r, r.role))] };
}

export async function getWorkspace(
  services: CoreServices,
  viewer: Viewer,
  { id }: WorkspaceIdInput,
): Promise<WorkspaceDetail> {
  const { workspace, role } = await requireRole(services, viewer, id, "viewer");
  const [members, invites] = await Promise.all([
    workspacesRepo.members(services.db, id),
    atLeast(role, "admin") ? workspacesRepo.invites(services.db, id) : Promise.resolve([]),
  ]);
  const now = Date.now();
  return {
    workspace: workspaceJson(workspace, role),
    members: members.map((m) => ({ ...m, joined_at: m.joined_at.toISOString() })),
    invites: invites
      .filter((i) => i.expires_at.getTime() > now)
      .map((i) => ({ id: i.id, email: i.email, role: i.role, expires_at: i.expires_at.toISOString() })),
  };
}

export async function createWorkspace(
  services: CoreServices,
  viewer: Viewer,
  { name }: ParsedCreateWorkspaceInput,
): Promise<{ workspace: WorkspaceJson }> {
  const user = signedInUser(viewer);
  const id = await services.db.transaction().execute(async (tx) => {
    if ((await workspacesRepo.countOwnedWorkspaces(tx, user.id)) >= MAX_OWNED_WORKSPACES) {
      throw new DomainError("OVER_QUOTA", `You can own at most ${MAX_OWNED_WORKSPACES} workspaces.`);
    }
    return workspacesRepo.insertWorkspace(tx, { name, owner_id: user.id });
  });
  return { workspace: { id, name, members_count: 1, role: "owner" } };
}

export async function renameWorkspace(
  services: CoreServices,
  viewer: Viewer,
  { id, name }: RenameWorkspaceInput,
): Promise<{ workspace: WorkspaceJson }> {
  const { workspace, role } = await requireRole(services, viewer, id, "admin");
  await workspacesRepo.renameWorkspace(services.db, id, name);
  return { workspace: workspaceJson({ ...workspace, name }, role) };
}

/** Only the owner deletes; the workspace's playlists go back to the personal space of whoever made them. */
export async function deleteWorkspace(services: CoreServices, viewer: Viewer, { id }: WorkspaceIdInput): Promise<void> {
  await requireRole(services, viewer, id, "owner");
  await workspacesRepo.deleteWorkspace(services.db, id);
}

export async function inviteMember(
  services: CoreServices,
  viewer: Viewer,
  data: z.output<typeof inviteMemberInput>,
): Promise<{ invite: WorkspaceInviteJson }> {
  const { workspace, user } = await requireRole(services, viewer, data.workspaceId, "admin");
  const inviteId = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS);
  await services.db.transaction().execute(async (tx) => {
    if (await workspacesRepo.isMemberEmail(tx, workspace.id, data.email)) {
      throw validationError({ email: ["This user is already a member of this workspace."] });
    }
    await workspacesRepo.deleteExpiredInvites(tx, workspace.id);
    const pending = await workspacesRepo.countInvites(tx, workspace.id);
    const resend = (await workspacesRepo.invites(tx, workspace.id)).some(
      (i) => i.email.toLowerCase() === data.email.toLowerCase(),
    );
    if (!resend && pending >= MAX_PENDING_INVITES) {
      throw validationError({ email: [`A workspace can have at most ${MAX_PENDING_INVITES} pending invites.`] });
    }
    const members = await workspacesRepo.countMembers(tx, workspace.id);
    if (!resend && members + pending >= MAX_WORKSPACE_MEMBERS) {
      throw validationError({ email: [`A workspace can have at most ${MAX_WORKSPACE_MEMBERS} members.`] });
    }
    await workspacesRepo.replaceInvite(tx, {
      id: inviteId,
      workspace_id: workspace.id,
      email: data.email,
      role: data.role,
      invited_by: user.id,
      expires_at: expiresAt,
    });
  });
  const message = { inviteId, email: data.email, workspaceName: workspace.name, inviterName: user.name };
  await sendInviteMail(services, message);
  const invitee = await usersRepo.findUserByEmail(services.db, data.email);
  if (invitee) notifyInvitee(services, invitee.id, message);
  return { invite: { id: inviteId, email: data.email, role: data.role, expires_at: expiresAt.toISOString() } };
}

export async function cancelInvite(
  services: CoreServices,
  viewer: Viewer,
  { workspaceId, inviteId }: CancelInviteInput,
): Promise<void> {
  await requireRole(services, viewer, workspaceId, "admin");
  const invite = INVITE_ID.test(inviteId) ? await workspacesRepo.findInvite(services.db, inviteId) : undefined;
  if (!invite || invite.workspace_id !== workspaceId) throw notFound(INVALID_INVITE);
  await workspacesRepo.deleteInvite(services.db, inviteId);
}

export async function changeMemberRole(
  services: CoreServices,
  viewer: Viewer,
  { workspaceId, userId, role }: MemberRoleInput,
): Promise<void> {
  await requireRole(services, viewer, workspaceId, "admin");
  const current = await workspacesRepo.roleOf(services.db, workspaceId, userId);
  if (!current) throw notFound("Member not found.");
  if (current === "owner") throw forbidden("The owner's role cannot be changed.");
  await workspacesRepo.setRole(services.db, workspaceId, userId, role);
}

export async function removeMember(
  services: CoreServices,
  viewer: Viewer,
  { workspaceId, userId }: MemberInput,
): Promise<void> {
  await requireRole(services, viewer, workspaceId, "admin");
  const current = await workspacesRepo.roleOf(services.db, workspaceId, userId);
  if (!current) throw notFound("Member not found.");
  if (current === "owner") throw forbidden("The owner cannot be removed.");
  await workspacesRepo.removeMember(services.db, workspaceId, userId);
}

/** A member leaves on their own; the owner deletes the workspace instead. */
export async function leaveWorkspace(services: CoreServices, viewer: Viewer, { id }: WorkspaceIdInput): Promise<void> {
  const { role, user } = await requireRole(services, viewer, id, "viewer");
  if (role === "owner") throw forbidden("The owner cannot leave the workspace. Delete it instead.");
  await workspacesRepo.removeMember(services.db, id, user.id);
}

/** An invite the viewer may answer: known, unexpired, and addressed to their e-mail; anything else is 404. */
async function answerableInvite(services: CoreServices, viewer: Viewer, { inviteId }: InviteIdInput) {
  const user = signedInUser(viewer);
  const invite = INVITE_ID.test(inviteId) ? await workspacesRepo.findInvite(services.db, inviteId) : undefined;
  if (!invite || invite.expires_at.getTime() <= Date.now() || invite.email.toLowerCase() !== user.email.toLowerCase()) {
    throw notFound(INVALID_INVITE);
  }
  return { invite, user };
}

export interface InvitePreview {
  workspace_name: string;
  inviter_name: string | null;
  email: string;
  /** Whether the invited address has an account: a guest is sent to sign in or to register. */
  has_account: boolean;
}

/**
 * What the join page shows before anyone is signed in. The invite id is the secret of the
 * link, so its holder may see whom it invites; a signed-in viewer with another address is
 * told it is not valid for them.
 */
export async function invitePreview(
  services: CoreServices,
  viewer: Viewer,
  { inviteId }: InviteIdInput,
): Promise<{ invite: InvitePreview }> {
  const invite = INVITE_ID.test(inviteId) ? await workspacesRepo.findInvite(services.db, inviteId) : undefined;
  if (!invite || invite.expires_at.getTime() <= Date.now()) throw notFound(INVALID_INVITE);
  if (viewer.user && viewer.user.email.toLowerCase() !== invite.email.toLowerCase()) throw notFound(INVALID_INVITE);
  return {
    invite: {
      workspace_name: invite.workspace_name,
      inviter_name: invite.inviter_name,
      email: invite.email,
      has_account: Boolean(await usersRepo.findUserByEmail(services.db, invite.email)),
    },
  };
}

/** docs/spec/1-platform-foundation.md §7 `GET workspace/join/{inviteId}`: joins with the invite's role and answers the workspace. */
export async function joinWorkspace(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof inviteIdInput>,
): Promise<{ workspace: WorkspaceJson }> {
  const { invite, user } = await answerableInvite(services, viewer, input);
  await services.db.transaction().execute(async (tx) => {
    // The invite is taken first: two tabs joining with one link add the member once.
    if (!(await workspacesRepo.deleteInvite(tx, invite.id))) throw notFound(INVALID_INVITE);
    const already = await workspacesRepo.roleOf(tx, invite.workspace_id, user.id);
    if (already) return;
    if ((await workspacesRepo.countMembers(tx, invite.workspace_id)) >= MAX_WORKSPACE_MEMBERS) {
      throw new DomainError("OVER_QUOTA", `A workspace can have at most ${MAX_WORKSPACE_MEMBERS} members.`);
    }
    await workspacesRepo.addMember(tx, invite.workspace_id, user.id, invite.role);
  });
  await notificationsRepo.recordInviteAnswer(services.db, user.id, invite.id, "joined");
  const role = (await workspacesRepo.roleOf(services.db, invite.workspace_id, user.id)) ?? invite.role;
  const workspace = await workspacesRepo.findWorkspace(services.db, invite.workspace_id);
  if (!workspace) throw notFound(INVALID_INVITE);
  return { workspace: workspaceJson(workspace, role) };
}

/**
 * Whether an invite lets this address register while registration is disabled (docs/spec/1-platform-foundation.md: the
 * workspace variant of /register): it must exist, be unexpired and be addressed to that e-mail.
 */
export async function inviteAdmitsRegistration(services: CoreServices, inviteId: string, email: string) {
  if (!INVITE_ID.test(inviteId)) return false;
  const invite = await workspacesRepo.findInvite(services.db, inviteId);
  return Boolean(
    invite && invite.expires_at.getTime() > Date.now() && invite.email.toLowerCase() === email.toLowerCase(),
  );
}

/** docs/spec/1-platform-foundation.md §7 `DELETE workspace/invite/{inviteId}`. */
export async function declineInvite(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof inviteIdInput>,
): Promise<void> {
  const { invite, user } = await answerableInvite(services, viewer, input);
  if (!(await workspacesRepo.deleteInvite(services.db, invite.id))) throw notFound(INVALID_INVITE);
  await notificationsRepo.recordInviteAnswer(services.db, user.id, invite.id, "declined");
}
