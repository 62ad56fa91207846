import {
  createShare,
  listShares,
  openShare,
  revokeShare,
  revokeShareById,
  shareCreatedResponse,
  shareCreateInput,
  shareIdInput,
  shareListInput,
  shareOpenInput,
  shareRevokedResponse,
  sharesListResponse,
  shareTokenInput,
  shareUnlockInput,
  unlockShare,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/** Share links (`/s/{token}`): made, listed and revoked by their owners, opened by anyone who may listen. */
export const sharesRouter = router({
  create: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/shares",
        response: shareCreatedResponse,
        summary: "Makes a public link to a track, album, playlist or artist; the token is shown only now.",
      },
    })
    .input(shareCreateInput)
    .mutation(({ ctx, input }) => createShare(ctx.services, ctx.viewer, input)),
  list: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/shares",
        response: sharesListResponse,
        summary: "The signed-in user's live share links.",
      },
    })
    .input(shareListInput)
    .query(({ ctx, input }) => listShares(ctx.services, ctx.viewer, input)),
  revoke: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/shares/{token}",
        response: shareRevokedResponse,
        summary: "Revokes a share link by its token.",
      },
    })
    .input(shareTokenInput)
    .mutation(({ ctx, input }) => revokeShare(ctx.services, ctx.viewer, input)),
  revokeById: authedProcedure
    .input(shareIdInput)
    .mutation(({ ctx, input }) => revokeShareById(ctx.services, ctx.viewer, input)),
  open: permissionProcedure("music.view")
    .input(shareOpenInput)
    .query(({ ctx, input }) => openShare(ctx.services, ctx.viewer, input)),
  unlock: permissionProcedure("music.view")
    .input(shareUnlockInput)
    .mutation(({ ctx, input }) => unlockShare(ctx.services, ctx.viewer, input, ctx)),
});
