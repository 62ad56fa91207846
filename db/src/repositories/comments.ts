import { type Expression, type SqlBool, sql } from "kysely";
import { byLink, trackVisible, type Visibility } from "../catalogue/visibility.ts";
import { countRows, hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** Comments on tracks (timed by `position_ms`) and as the admin area edits them. */

export async function findComment(db: Executor, id: number) {
  return db
    .selectFrom("comments")
    .select(["id", "content", "user_id", "commentable_type", "commentable_id", "parent_id", "position_ms"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function updateCommentContent(db: Executor, id: number, content: string): Promise<boolean> {
  return hasRow(
    db.updateTable("comments").set({ content, updated_at: new Date() }).where("id", "=", id).returning("id"),
  );
}

/** The user owns the track `t`: its uploader, or the owner of an artist it credits. */
function ownedBy(userRef: Expression<number | null>): Expression<SqlBool> {
  return sql<SqlBool>`(t.owner_id = ${userRef} or exists (select 1 from track_artist ta
    join artists a on a.id = ta.artist_id where ta.track_id = t.id and a.owner_id = ${userRef}))`;
}

export interface CommentTrackRow {
  id: number;
  name: string;
  duration_ms: number;
  allow_comments: boolean;
  /** The asking user owns the track (its artist in backstage). */
  owned: boolean;
}

/** The track as the viewer may open it by its link, or nothing (unknown or not theirs to see). */
export async function findCommentTrack(
  db: Executor,
  v: Visibility,
  trackId: number,
): Promise<CommentTrackRow | undefined> {
  return db
    .selectFrom("tracks as t")
    .select([
      "t.id",
      "t.name",
      "t.duration_ms",
      "t.allow_comments",
      sql<boolean>`${v.userId === null ? sql`false` : ownedBy(sql`${v.userId}::int`)}`.as("owned"),
    ])
    .where("t.id", "=", trackId)
    .where(trackVisible(byLink(v)))
    .executeTakeFirst();
}

/** Of these users, those who may open the track by its link (mentions never leak a private track). */
export async function usersWhoSeeTrack(db: Executor, trackId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("users as u")
    .select("u.id")
    .where("u.id", "in", userIds)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("tracks as t")
          .select("t.id")
          .where("t.id", "=", trackId)
          .where(sql<SqlBool>`(t.private = false or t.publish_at <= now() or ${ownedBy(sql.ref("u.id"))})`),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Users named (case-insensitively) among these names. */
export async function usersByNames(db: Executor, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom("users")
    .select(["id", "name"])
    .where(
      sql`lower(name)`,
      "in",
      names.map((n) => n.toLowerCase()),
    )
    .limit(names.length * 2)
    .execute();
}

export async function insertComment(
  db: Executor,
  comment: { user_id: number; track_id: number; parent_id: number | null; content: string; position_ms: number },
): Promise<number> {
  const row = await db
    .insertInto("comments")
    .values({
      user_id: comment.user_id,
      commentable_type: "track",
      commentable_id: comment.track_id,
      parent_id: comment.parent_id,
      content: comment.content,
      position_ms: comment.position_ms,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteComment(db: Executor, id: number): Promise<boolean> {
  return hasRow(db.deleteFrom("comments").where("id", "=", id).returning("id"));
}

export interface TrackCommentRow {
  id: number;
  parent_id: number | null;
  content: string;
  position_ms: number;
  created_at: Date;
  user_id: number;
  user_name: string;
  user_image: string | null;
  /** Written by the track's own artist (its owner in backstage). */
  by_artist: boolean;
}

function commentRows(db: Executor, trackId: number) {
  return db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .innerJoin("tracks as t", "t.id", "c.commentable_id")
    .select([
      "c.id",
      "c.parent_id",
      "c.content",
      sql<number>`coalesce(c.position_ms, 0)`.as("position_ms"),
      "c.created_at",
      "c.user_id",
      "u.name as user_name",
      "u.image as user_image",
      sql<boolean>`${ownedBy(sql.ref("c.user_id"))}`.as("by_artist"),
    ])
    .where("c.commentable_type", "=", "track")
    .where("c.commentable_id", "=", trackId);
}

/** One page of a track's comments (not replies), in playing order or newest first; limit + 1 rows. */
export async function trackComments(
  db: Executor,
  trackId: number,
  page: { order: "position" | "newest"; offset: number; limit: number },
): Promise<TrackCommentRow[]> {
  let q = commentRows(db, trackId).where("c.parent_id", "is", null);
  q =
    page.order === "position"
      ? q.orderBy(sql`c.position_ms`, "asc").orderBy("c.id", "asc")
      : q.orderBy("c.created_at", "desc").orderBy("c.id", "desc");
  return q
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
}

/** Replies to these comments, oldest first (bounded: a thread shows its first `perParent`). */
export async function commentReplies(
  db: Executor,
  trackId: number,
  parentIds: number[],
  perParent: number,
): Promise<TrackCommentRow[]> {
  if (parentIds.length === 0) return [];
  return commentRows(db, trackId)
    .where("c.parent_id", "in", parentIds)
    .orderBy("c.created_at", "asc")
    .orderBy("c.id", "asc")
    .limit(parentIds.length * perParent)
    .execute();
}

export async function countTrackComments(db: Executor, trackId: number): Promise<number> {
  return countRows(
    db.selectFrom("comments").where("commentable_type", "=", "track").where("commentable_id", "=", trackId),
  );
}

/** Who may moderate a track comment besides admins: the user owns the commented track. */
export async function ownsCommentTrack(db: Executor, commentId: number, userId: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom("comments as c")
      .innerJoin("tracks as t", "t.id", "c.commentable_id")
      .select("c.id")
      .where("c.id", "=", commentId)
      .where("c.commentable_type", "=", "track")
      .where(ownedBy(sql`${userId}::int`)),
  );
}
