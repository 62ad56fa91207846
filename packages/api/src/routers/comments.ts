import {
  commentCreateInput,
  commentIdInput,
  createTrackComment,
  deleteTrackComment,
  listTrackComments,
  trackCommentsInput,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/** Timed comments on tracks: read by whoever may listen, written by signed-in listeners. */
export const commentsRouter = router({
  list: permissionProcedure("music.view")
    .input(trackCommentsInput)
    .query(({ ctx, input }) => listTrackComments(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .input(commentCreateInput)
    .mutation(({ ctx, input }) => createTrackComment(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(commentIdInput)
    .mutation(({ ctx, input }) => deleteTrackComment(ctx.services, ctx.viewer, input)),
});
