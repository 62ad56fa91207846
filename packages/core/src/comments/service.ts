import { commentsRepo } from "@backbeat/db";
import type { z } from "zod";
import type { SignedIn } from "../account/access-control.ts";
import { rateLimit, resetRateLimits, takeRateLimit } from "../auth/rate-limits.ts";
import { type Page, toPage } from "../catalogue/input.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, tooManyRequests, validationError } from "../errors.ts";
import { featureOn } from "../features.ts";
import { hasPermission } from "../permissions/check.ts";
import { notifyComment } from "./notify.ts";
import type { CommentIdInput, commentCreateInput, TrackCommentsInput } from "./schemas.ts";

/**
 * Timed comments on tracks: anyone who may open a track by its link reads them; a signed-in
 * listener writes them (one level of replies); the commenter, the track's artist and comment
 * moderators delete them.
 */
export const COMMENT_LIMIT = rateLimit("comments", 10, 60_000);
/** Forgets every count of the comment limit (tests). */
export function resetCommentThrottle(): void {
  resetRateLimits();
}

/** Replies shown under each comment of a page. */
const REPLIES_PER_COMMENT = 50;

export interface TrackComment {
  id: number;
  parent_id: number | null;
  content: string;
  /** Seconds into the track. */
  position: number;
  created_at: string;
  user: { id: number; name: string; image: string | null };
  by_artist: boolean;
  can_delete: boolean;
  replies: TrackComment[];
}

export interface TrackCommentsPage extends Page<TrackComment> {
  total: number;
  /** Whether the viewer may write here now (site setting, the track's switch, signed in). */
  can_comment: boolean;
}

async function commentsOn(services: CoreServices): Promise<boolean> {
  if (!featureOn("comments")) return false;
  return (await services.settings.snapshot()).get("player.enable_comments");
}

const moderator = (viewer: Viewer) => hasPermission(viewer, "comments.update");

async function trackFor(services: CoreServices, viewer: Viewer, trackId: number) {
  if (!featureOn("comments")) throw notFound("Track not found.");
  const track = await commentsRepo.findCommentTrack(services.db, visibilityOf(viewer), trackId);
  if (!track) throw notFound("Track not found.");
  return track;
}

function shape(row: commentsRepo.TrackCommentRow, viewer: Viewer, ownsTrack: boolean): TrackComment {
  return {
    id: row.id,
    parent_id: row.parent_id,
    content: row.content,
    position: row.position_ms / 1000,
    created_at: new Date(row.created_at).toISOString(),
    user: { id: row.user_id, name: row.user_name, image: row.user_image },
    by_artist: row.by_artist,
    can_delete: viewer.user?.id === row.user_id || ownsTrack || moderator(viewer),
    replies: [],
  };
}

export async function listTrackComments(
  services: CoreServices,
  viewer: Viewer,
  { id, order, offset, limit }: TrackCommentsInput,
): Promise<TrackCommentsPage> {
  const track = await trackFor(services, viewer, id);
  const [rows, total, open] = await Promise.all([
    commentsRepo.trackComments(services.db, id, { order, offset, limit }),
    commentsRepo.countTrackComments(services.db, id),
    commentsOn(services),
  ]);
  const page = toPage(
    rows.map((r) => shape(r, viewer, track.owned)),
    offset,
    limit,
  );
  const byId = new Map(page.items.map((c) => [c.id, c]));
  const replies = await commentsRepo.commentReplies(services.db, id, [...byId.keys()], REPLIES_PER_COMMENT);
  for (const reply of replies) byId.get(reply.parent_id ?? 0)?.replies.push(shape(reply, viewer, track.owned));
  return { ...page, total, can_comment: open && track.allow_comments && viewer.user !== null };
}

export async function createTrackComment(
  services: CoreServices,
  viewer: SignedIn,
  data: z.output<typeof commentCreateInput>,
): Promise<TrackComment> {
  const track = await trackFor(services, viewer, data.id);
  if (!(await commentsOn(services))) throw forbidden("Comments are turned off.");
  if (!track.allow_comments) throw forbidden("Comments are turned off for this track.");

  let positionMs: number;
  let parent: Awaited<ReturnType<typeof commentsRepo.findComment>> | undefined;
  if (data.parent_id !== null) {
    parent = await commentsRepo.findComment(services.db, data.parent_id);
    if (parent?.commentable_type !== "track" || parent.commentable_id !== track.id)
      throw validationError({ parent_id: ["The comment you reply to was not found."] });
    if (parent.parent_id !== null) throw validationError({ parent_id: ["You can't reply to a reply."] });
    positionMs = parent.position_ms ?? 0;
  } else {
    if (data.position === undefined) throw validationError({ position: ["The position field is required."] });
    positionMs = Math.round(data.position * 1000);
    if (positionMs > track.duration_ms) throw validationError({ position: ["The position must be within the track."] });
  }

  const wait = await takeRateLimit(services, COMMENT_LIMIT, String(viewer.user.id));
  if (wait > 0) throw tooManyRequests(`Too many comments. Please try again in ${wait} seconds.`, wait);

  const commentId = await commentsRepo.insertComment(services.db, {
    user_id: viewer.user.id,
    track_id: track.id,
    parent_id: parent?.id ?? null,
    content: data.content,
    position_ms: positionMs,
  });
  notifyComment(services, viewer.user, {
    track,
    content: data.content,
    parentAuthorId: parent?.user_id ?? null,
  });
  return {
    id: commentId,
    parent_id: parent?.id ?? null,
    content: data.content,
    position: positionMs / 1000,
    created_at: new Date().toISOString(),
    user: { id: viewer.user.id, name: viewer.user.name, image: viewer.user.image ?? null },
    by_artist: track.owned,
    can_delete: true,
    replies: [],
  };
}

export async function deleteTrackComment(
  services: CoreServices,
  viewer: SignedIn,
  { id }: CommentIdInput,
): Promise<{ deleted: true }> {
  if (!featureOn("comments")) throw notFound("Comment not found.");
  const comment = await commentsRepo.findComment(services.db, id);
  if (comment?.commentable_type !== "track") throw notFound("Comment not found.");
  // A comment on a track the viewer may not see is not theirs to know about.
  const track = await commentsRepo.findCommentTrack(services.db, visibilityOf(viewer), comment.commentable_id);
  if (!track && !moderator(viewer)) throw notFound("Comment not found.");
  const allowed =
    comment.user_id === viewer.user.id ||
    moderator(viewer) ||
    (await commentsRepo.ownsCommentTrack(services.db, id, viewer.user.id));
  if (!allowed) throw new DomainError("FORBIDDEN", "You may only delete your own comments.");
  if (!(await commentsRepo.deleteComment(services.db, id))) throw notFound("Comment not found.");
  return { deleted: true };
}
