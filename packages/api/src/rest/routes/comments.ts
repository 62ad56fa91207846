import {
  commentCreateInput,
  createTrackComment,
  deleteTrackComment,
  listTrackComments,
  requireUser,
  trackCommentsInput,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** Timed comments over REST: the same services as the `comments` procedures. */
export const commentRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/tracks/{id}/comments",
    access: { permission: "music.view" },
    input: trackCommentsInput.omit({ id: true }),
    summary: "A page of a track's comments with their replies, in playing order (`position`) or newest first.",
    handle: (ctx, { params, query }) => listTrackComments(ctx.services, ctx.viewer, { ...query, id: params.id }),
  },
  {
    method: "POST",
    path: "api/v1/tracks/{id}/comments",
    access: "user",
    input: commentCreateInput.omit({ id: true }),
    summary: "Comments on a track at `position` seconds, or replies to a comment (`parent_id`).",
    handle: (ctx, { params, body }) =>
      createTrackComment(ctx.services, requireUser(ctx.viewer), { ...(isObject(body) ? body : {}), id: params.id }),
  },
  {
    method: "DELETE",
    path: "api/v1/comments/{id}",
    access: "user",
    summary: "Deletes a comment: its author's, the track artist's or a moderator's (comments.update).",
    handle: (ctx, { params }) => deleteTrackComment(ctx.services, requireUser(ctx.viewer), params),
  },
];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
