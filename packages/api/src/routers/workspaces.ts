import {
  cancelInvite,
  cancelInviteInput,
  changeMemberRole,
  createWorkspace,
  createWorkspaceInput,
  declineInvite,
  deleteWorkspace,
  getWorkspace,
  inviteIdInput,
  inviteMember,
  inviteMemberInput,
  invitePreview,
  joinWorkspace,
  leaveWorkspace,
  listWorkspaces,
  memberInput,
  memberRoleInput,
  noInput,
  removeMember,
  renameWorkspace,
  renameWorkspaceInput,
  workspaceIdInput,
  workspacesDeclineResponse,
  workspacesJoinResponse,
} from "@backbeat/core";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

/** docs/spec/1-platform-foundation.md "Workspaces": every rule (membership, role) is checked in core. */
export const workspacesRouter = router({
  list: authedProcedure.input(noInput).query(({ ctx }) => listWorkspaces(ctx.services, ctx.viewer)),
  get: authedProcedure.input(workspaceIdInput).query(({ ctx, input }) => getWorkspace(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .input(createWorkspaceInput)
    .mutation(({ ctx, input }) => createWorkspace(ctx.services, ctx.viewer, input)),
  rename: authedProcedure
    .input(renameWorkspaceInput)
    .mutation(({ ctx, input }) => renameWorkspace(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(workspaceIdInput)
    .mutation(({ ctx, input }) => deleteWorkspace(ctx.services, ctx.viewer, input)),
  invite: authedProcedure
    .input(inviteMemberInput)
    .mutation(({ ctx, input }) => inviteMember(ctx.services, ctx.viewer, input)),
  cancelInvite: authedProcedure
    .input(cancelInviteInput)
    .mutation(({ ctx, input }) => cancelInvite(ctx.services, ctx.viewer, input)),
  changeRole: authedProcedure
    .input(memberRoleInput)
    .mutation(({ ctx, input }) => changeMemberRole(ctx.services, ctx.viewer, input)),
  removeMember: authedProcedure
    .input(memberInput)
    .mutation(({ ctx, input }) => removeMember(ctx.services, ctx.viewer, input)),
  leave: authedProcedure
    .input(workspaceIdInput)
    .mutation(({ ctx, input }) => leaveWorkspace(ctx.services, ctx.viewer, input)),
  // The join page asks before anyone signs in: a guest is sent to sign in or register.
  invitePreview: publicProcedure
    .input(inviteIdInput)
    .query(({ ctx, input }) => invitePreview(ctx.services, ctx.viewer, input)),
  // The invite notification's Join and Decline buttons (docs/spec/1-platform-foundation.md §7).
  join: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/workspace/join/{inviteId}",
        response: workspacesJoinResponse,
        summary: "Join a workspace with an invite addressed to the signed-in user; answers the workspace.",
      },
    })
    .input(inviteIdInput)
    .mutation(({ ctx, input }) => joinWorkspace(ctx.services, ctx.viewer, input)),
  decline: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/workspace/invite/{inviteId}",
        response: workspacesDeclineResponse,
        summary: "Decline a workspace invite addressed to the signed-in user.",
      },
    })
    .input(inviteIdInput)
    .mutation(({ ctx, input }) => declineInvite(ctx.services, ctx.viewer, input)),
});
