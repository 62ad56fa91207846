import { sql } from "kysely";
import {
  type AlbumItemRow,
  type ArtistItemRow,
  albumItemsQuery,
  artistItemsQuery,
  type TrackItemRow,
  trackItemsQuery,
} from "../catalogue/items.ts";
import { byLink, type Visibility } from "../catalogue/visibility.ts";
import type { FollowableType, LikeableType, RepostableType } from "../catalogue-schema.ts";
import type { Executor } from "./executor.ts";

/** Likes, follows, reposts and listening history: the personal library. */

export async function like(db: Executor, userId: number, type: LikeableType, id: number): Promise<void> {
  await db
    .insertInto("likes")
    .values({ user_id: userId, likeable_type: type, likeable_id: id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unlike(db: Executor, userId: number, type: LikeableType, id: number): Promise<void> {
  await db
    .deleteFrom("likes")
    .where("user_id", "=", userId)
    .where("likeable_type", "=", type)
    .where("likeable_id", "=", id)
    .execute();
}

/** Which of these ids the user liked. */
export async function likedAmong(db: Executor, userId: number, type: LikeableType, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("likes")
    .select("likeable_id")
    .where("user_id", "=", userId)
    .where("likeable_type", "=", type)
    .where("likeable_id", "in", ids)
    .execute();
  return rows.map((r) => r.likeable_id);
}

/** Every id the user liked of a type (capped): the client keeps this set to draw hearts. */
export async function likedIds(db: Executor, userId: number, type: LikeableType, cap: number): Promise<number[]> {
  const rows = await db
    .selectFrom("likes")
    .select("likeable_id")
    .where("user_id", "=", userId)
    .where("likeable_type", "=", type)
    .orderBy("created_at", "desc")
    .limit(cap)
    .execute();
  return rows.map((r) => r.likeable_id);
}

export interface LikedTrackRow extends TrackItemRow {
  liked_at: Date;
}

/** Likes, saved albums and history keep unlisted items: the listener reached them by their link. */
export async function likedTracks(db: Executor, v: Visibility, userId: number, offset: number, limit: number) {
  return trackItemsQuery(db, byLink(v))
    .innerJoin("likes as l", (j) =>
      j.onRef("l.likeable_id", "=", "t.id").on("l.likeable_type", "=", "track").on("l.user_id", "=", userId),
    )
    .select("l.created_at as liked_at")
    .orderBy("l.created_at", "desc")
    .orderBy("t.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<LikedTrackRow[]>;
}

export async function countLikes(db: Executor, userId: number, type: LikeableType): Promise<number> {
  const row = await db
    .selectFrom("likes")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("user_id", "=", userId)
    .where("likeable_type", "=", type)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function likedAlbums(db: Executor, v: Visibility, userId: number, offset: number, limit: number) {
  return albumItemsQuery(db, byLink(v))
    .innerJoin("likes as l", (j) =>
      j.onRef("l.likeable_id", "=", "al.id").on("l.likeable_type", "=", "album").on("l.user_id", "=", userId),
    )
    .orderBy("l.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function likedArtists(db: Executor, userId: number, offset: number, limit: number) {
  return artistItemsQuery(db)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("likes as l")
            .select("l.user_id")
            .where("l.user_id", "=", userId)
            .where("l.likeable_type", "=", "artist")
            .whereRef("l.likeable_id", "=", "ar.id"),
        ),
        eb.exists(
          eb
            .selectFrom("follows as f")
            .select("f.user_id")
            .where("f.user_id", "=", userId)
            .where("f.followable_type", "=", "artist")
            .whereRef("f.followable_id", "=", "ar.id"),
        ),
      ]),
    )
    .orderBy("ar.name")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<ArtistItemRow[]>;
}

export async function follow(db: Executor, userId: number, type: FollowableType, id: number): Promise<void> {
  await db
    .insertInto("follows")
    .values({ user_id: userId, followable_type: type, followable_id: id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unfollow(db: Executor, userId: number, type: FollowableType, id: number): Promise<void> {
  await db
    .deleteFrom("follows")
    .where("user_id", "=", userId)
    .where("followable_type", "=", type)
    .where("followable_id", "=", id)
    .execute();
}

export async function isFollowing(db: Executor, userId: number, type: FollowableType, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("follows")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("followable_type", "=", type)
    .where("followable_id", "=", id)
    .executeTakeFirst();
  return Boolean(row);
}

export async function followedIds(db: Executor, userId: number, type: FollowableType, cap: number) {
  const rows = await db
    .selectFrom("follows")
    .select("followable_id")
    .where("user_id", "=", userId)
    .where("followable_type", "=", type)
    .orderBy("created_at", "desc")
    .limit(cap)
    .execute();
  return rows.map((r) => r.followable_id);
}

export interface UserItemRow {
  id: number;
  name: string;
  image: string | null;
}

export async function followersOfUser(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .selectFrom("follows as f")
    .innerJoin("users as u", "u.id", "f.user_id")
    .select(["u.id", "u.name", "u.image"])
    .where("f.followable_type", "=", "user")
    .where("f.followable_id", "=", userId)
    .orderBy("f.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<UserItemRow[]>;
}

export async function followedUsers(db: Executor, userId: number, offset: number, limit: number) {
  return db
    .selectFrom("follows as f")
    .innerJoin("users as u", "u.id", "f.followable_id")
    .select(["u.id", "u.name", "u.image"])
    .where("f.followable_type", "=", "user")
    .where("f.user_id", "=", userId)
    .orderBy("f.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<UserItemRow[]>;
}

export async function repost(db: Executor, userId: number, type: RepostableType, id: number): Promise<void> {
  await db
    .insertInto("reposts")
    .values({ user_id: userId, repostable_type: type, repostable_id: id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unrepost(db: Executor, userId: number, type: RepostableType, id: number): Promise<void> {
  await db
    .deleteFrom("reposts")
    .where("user_id", "=", userId)
    .where("repostable_type", "=", type)
    .where("repostable_id", "=", id)
    .execute();
}

export async function repostedTracks(db: Executor, v: Visibility, userId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .innerJoin("reposts as r", (j) =>
      j.onRef("r.repostable_id", "=", "t.id").on("r.repostable_type", "=", "track").on("r.user_id", "=", userId),
    )
    .orderBy("r.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

/** Tags of the music the user liked, with how many liked tracks carry each ("labels"). */
export async function likedTags(db: Executor, userId: number, limit: number) {
  const rows = await sql<{ name: string; display_name: string; count: number }>`
    select tg.name, tg.display_name, count(*)::int as count
    from likes l join track_tag tt on tt.track_id = l.likeable_id join tags tg on tg.id = tt.tag_id
    where l.user_id = ${userId} and l.likeable_type = 'track'
    group by tg.name, tg.display_name
    order by count desc, tg.name
    limit ${limit}`.execute(db);
  return rows.rows;
}
