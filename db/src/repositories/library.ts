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
import { countRows } from "./count.ts";
import type { Executor } from "./executor.ts";

/** Likes, follows, reposts and listening history: the personal library. */

/** The three marks a listener puts on an item; each table names its item by `<prefix>_type` and `<prefix>_id`. */
export type MarkTable = "likes" | "follows" | "reposts";

const markPrefix = { likes: "likeable", follows: "followable", reposts: "repostable" } as const;

/** `where` of one user's marks of a type in a mark table. */
function marksOf(table: MarkTable, userId: number, type: string) {
  return sql`user_id = ${userId} and ${sql.ref(`${markPrefix[table]}_type`)} = ${type}`;
}

/** Puts (or, with `on` false, takes off) the user's mark on the item; doing it twice changes nothing. */
export async function setMark(
  db: Executor,
  table: MarkTable,
  mark: { userId: number; type: string; id: number },
  on: boolean,
): Promise<void> {
  const p = markPrefix[table];
  const itemId = sql.ref(`${p}_id`);
  if (on)
    await sql`insert into ${sql.table(table)} (user_id, ${sql.ref(`${p}_type`)}, ${itemId})
      values (${mark.userId}, ${mark.type}, ${mark.id}) on conflict do nothing`.execute(db);
  else
    await sql`delete from ${sql.table(table)} where ${marksOf(table, mark.userId, mark.type)}
      and ${itemId} = ${mark.id}`.execute(db);
}

/** The ids the user marked of a type, newest first (capped). */
async function markedIds(db: Executor, table: MarkTable, userId: number, type: string, cap: number) {
  const { rows } = await sql<{ id: number }>`select ${sql.ref(`${markPrefix[table]}_id`)} as id
    from ${sql.table(table)} where ${marksOf(table, userId, type)} order by created_at desc limit ${cap}`.execute(db);
  return rows.map((r) => r.id);
}

export const like = (db: Executor, userId: number, type: LikeableType, id: number) =>
  setMark(db, "likes", { userId, type, id }, true);

export const unlike = (db: Executor, userId: number, type: LikeableType, id: number) =>
  setMark(db, "likes", { userId, type, id }, false);

/** Every id the user liked of a type (capped): the client keeps this set to draw hearts. */
export const likedIds = (db: Executor, userId: number, type: LikeableType, cap: number) =>
  markedIds(db, "likes", userId, type, cap);

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
  return countRows(db.selectFrom("likes").where("user_id", "=", userId).where("likeable_type", "=", type));
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

export const follow = (db: Executor, userId: number, type: FollowableType, id: number) =>
  setMark(db, "follows", { userId, type, id }, true);

export const unfollow = (db: Executor, userId: number, type: FollowableType, id: number) =>
  setMark(db, "follows", { userId, type, id }, false);

export const followedIds = (db: Executor, userId: number, type: FollowableType, cap: number) =>
  markedIds(db, "follows", userId, type, cap);

export interface UserItemRow {
  id: number;
  name: string;
  image: string | null;
}

/** A user's followers or the users they follow, newest first. */
function userFollows(db: Executor, userId: number, side: "followers" | "followed", offset: number, limit: number) {
  const [shown, known] =
    side === "followers" ? (["f.user_id", "f.followable_id"] as const) : (["f.followable_id", "f.user_id"] as const);
  return db
    .selectFrom("follows as f")
    .innerJoin("users as u", "u.id", shown)
    .select(["u.id", "u.name", "u.image"])
    .where("f.followable_type", "=", "user")
    .where(known, "=", userId)
    .orderBy("f.created_at", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<UserItemRow[]>;
}

export const followersOfUser = (db: Executor, userId: number, offset: number, limit: number) =>
  userFollows(db, userId, "followers", offset, limit);

export const followedUsers = (db: Executor, userId: number, offset: number, limit: number) =>
  userFollows(db, userId, "followed", offset, limit);

export const repost = (db: Executor, userId: number, type: RepostableType, id: number) =>
  setMark(db, "reposts", { userId, type, id }, true);

export const unrepost = (db: Executor, userId: number, type: RepostableType, id: number) =>
  setMark(db, "reposts", { userId, type, id }, false);

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
