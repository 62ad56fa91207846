import { declineInvite, joinWorkspace } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** docs/spec/1-platform-foundation.md §7: the invite answers the notification's Join and Decline buttons send. */
export const workspaceRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/workspace/join/{inviteId}",
    access: "user",
    summary: "Join a workspace with an invite addressed to the signed-in user; answers the workspace.",
    handle: (ctx, { params }) => joinWorkspace(ctx.services, ctx.viewer, params),
  },
  {
    method: "DELETE",
    path: "api/v1/workspace/invite/{inviteId}",
    access: "user",
    summary: "Decline a workspace invite addressed to the signed-in user.",
    handle: async (ctx, { params }) => {
      await declineInvite(ctx.services, ctx.viewer, params);
      return {};
    },
  },
];
