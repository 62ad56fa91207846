import { sql } from "kysely";
import type { WorkspaceInviteRoleColumn, WorkspaceRoleColumn } from "../workspaces-schema.ts";
import { countRows, hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface WorkspaceRow {
  id: number;
  name: string;
  owner_id: number;
  members_count: number;
  created_at: Date;
}

export interface MyWorkspaceRow extends WorkspaceRow {
  role: WorkspaceRoleColumn;
}

export interface WorkspaceMemberRow {
  id: number;
  name: string;
  email: string;
  image: string | null;
  role: WorkspaceRoleColumn;
  joined_at: Date;
}

export interface WorkspaceInviteRow {
  id: string;
  workspace_id: number;
  workspace_name: string;
  email: string;
  role: WorkspaceInviteRoleColumn;
  invited_by: number | null;
  inviter_name: string | null;
  created_at: Date;
  expires_at: Date;
}

const membersCount = sql<number>`(select count(*)::int from workspace_members m where m.workspace_id = w.id)`;

/** Creates a workspace with its owner as the first member. */
export async function insertWorkspace(db: Executor, w: { name: string; owner_id: number }): Promise<number> {
  const row = await db
    .insertInto("workspaces")
    .values({ name: w.name, owner_id: w.owner_id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("workspace_members")
    .values({ workspace_id: row.id, user_id: w.owner_id, role: "owner" })
    .execute();
  return row.id;
}

export async function findWorkspace(db: Executor, id: number): Promise<WorkspaceRow | undefined> {
  return db
    .selectFrom("workspaces as w")
    .select(["w.id", "w.name", "w.owner_id", "w.created_at", membersCount.as("members_count")])
    .where("w.id", "=", id)
    .executeTakeFirst();
}

/** The workspaces a user belongs to, oldest membership first. */
export async function workspacesOf(db: Executor, userId: number): Promise<MyWorkspaceRow[]> {
  return db
    .selectFrom("workspace_members as me")
    .innerJoin("workspaces as w", "w.id", "me.workspace_id")
    .select(["w.id", "w.name", "w.owner_id", "w.created_at", "me.role", membersCount.as("members_count")])
    .where("me.user_id", "=", userId)
    .orderBy("me.created_at")
    .orderBy("w.id")
    .execute();
}

export async function roleOf(db: Executor, workspaceId: number, userId: number): Promise<WorkspaceRoleColumn | null> {
  const row = await db
    .selectFrom("workspace_members")
    .select("role")
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

export async function countOwnedWorkspaces(db: Executor, userId: number): Promise<number> {
  return countRows(db.selectFrom("workspaces").where("owner_id", "=", userId));
}

export async function renameWorkspace(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable("workspaces").set({ name, updated_at: new Date() }).where("id", "=", id).execute();
}

/** Deletes a workspace; members and invites go with it, its playlists return to their owners. */
export async function deleteWorkspace(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("workspaces").where("id", "=", id).execute();
}

export async function members(db: Executor, workspaceId: number): Promise<WorkspaceMemberRow[]> {
  return db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.name", "u.email", "u.image", "m.role", "m.created_at as joined_at"])
    .where("m.workspace_id", "=", workspaceId)
    .orderBy("m.created_at")
    .orderBy("u.id")
    .execute();
}

export async function countMembers(db: Executor, workspaceId: number): Promise<number> {
  return countRows(db.selectFrom("workspace_members").where("workspace_id", "=", workspaceId));
}

export async function isMemberEmail(db: Executor, workspaceId: number, email: string): Promise<boolean> {
  return hasRow(
    db
      .selectFrom("workspace_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("m.user_id")
      .where("m.workspace_id", "=", workspaceId)
      .where(sql<string>`lower(u.email)`, "=", email.toLowerCase()),
  );
}

export async function addMember(
  db: Executor,
  workspaceId: number,
  userId: number,
  role: WorkspaceRoleColumn,
): Promise<void> {
  await db
    .insertInto("workspace_members")
    .values({ workspace_id: workspaceId, user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function setRole(db: Executor, workspaceId: number, userId: number, role: WorkspaceRoleColumn) {
  await db
    .updateTable("workspace_members")
    .set({ role })
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .execute();
}

/** Removes a member; the playlists they put in the workspace stay there (the team's, not theirs). */
export async function removeMember(db: Executor, workspaceId: number, userId: number): Promise<void> {
  await db
    .deleteFrom("workspace_members")
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .execute();
}

function invitesQuery(db: Executor) {
  return db
    .selectFrom("workspace_invites as i")
    .innerJoin("workspaces as w", "w.id", "i.workspace_id")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .select([
      "i.id",
      "i.workspace_id",
      "w.name as workspace_name",
      "i.email",
      "i.role",
      "i.invited_by",
      "u.name as inviter_name",
      "i.created_at",
      "i.expires_at",
    ]);
}

export async function invites(db: Executor, workspaceId: number): Promise<WorkspaceInviteRow[]> {
  return invitesQuery(db).where("i.workspace_id", "=", workspaceId).orderBy("i.created_at").execute();
}

export async function findInvite(db: Executor, id: string): Promise<WorkspaceInviteRow | undefined> {
  return invitesQuery(db).where("i.id", "=", id).executeTakeFirst();
}

export async function countInvites(db: Executor, workspaceId: number): Promise<number> {
  return countRows(
    db.selectFrom("workspace_invites").where("workspace_id", "=", workspaceId).where("expires_at", ">", new Date()),
  );
}

/** Stores an invite, replacing an earlier one to the same address (a resend gets a fresh link). */
export async function replaceInvite(
  db: Executor,
  invite: {
    id: string;
    workspace_id: number;
    email: string;
    role: WorkspaceInviteRoleColumn;
    invited_by: number;
    expires_at: Date;
  },
): Promise<void> {
  await db
    .deleteFrom("workspace_invites")
    .where("workspace_id", "=", invite.workspace_id)
    .where(sql<string>`lower(email)`, "=", invite.email.toLowerCase())
    .execute();
  await db.insertInto("workspace_invites").values(invite).execute();
}

export async function deleteInvite(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("workspace_invites").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Expired invites of a workspace, cleared before counting against its limit. */
export async function deleteExpiredInvites(db: Executor, workspaceId: number): Promise<void> {
  await db
    .deleteFrom("workspace_invites")
    .where("workspace_id", "=", workspaceId)
    .where("expires_at", "<=", new Date())
    .execute();
}
