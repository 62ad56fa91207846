import {
  commentCreateInput,
  commentIdInput,
  commentsCreateResponse,
  commentsDeleteResponse,
  commentsListResponse,
  createTrackComment,
  deleteTrackComment,
  listTrackComments,
  trackCommentsInput,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/** Timed comments on tracks: read by whoever may listen, written by signed-in listeners. */
export const commentsRouter = router({
  list: permissionProcedure("music.view")
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/tracks/{id}/comments",
        response: commentsListResponse,
        summary: "A page of a track's comments with their replies, in playing order (`position`) or newest first.",
      },
    })
    .input(trackCommentsInput)
    .query(({ ctx, input }) => listTrackComments(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/tracks/{id}/comments",
        response: commentsCreateResponse,
        summary: "Comments on a track at `position` seconds, or replies to a comment (`parent_id`).",
      },
    })
    .input(commentCreateInput)
    .mutation(({ ctx, input }) => createTrackComment(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/comments/{id}",
        response: commentsDeleteResponse,
        summary: "Deletes a comment: its author's, the track artist's or a moderator's (comments.update).",
      },
    })
    .input(commentIdInput)
    .mutation(({ ctx, input }) => deleteTrackComment(ctx.services, ctx.viewer, input)),
});
