import { type Selectable, sql } from "kysely";
import { jsonb } from "../json.ts";
import type { ListeningRoomsTable, RoomQueueEntry } from "../rooms-schema.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** Listening rooms: the shared playhead, who is in, and the chat. */

/** A room as stored: every column of its row. */
export type RoomRow = Selectable<ListeningRoomsTable>;

export interface RoomPlayhead {
  queue: RoomQueueEntry[];
  queue_index: number;
  position_ms: number;
  playing: boolean;
  /** The server instant the position was true at. */
  state_at: Date;
}

export async function insertRoom(db: Executor, id: string, hostId: number, playhead: RoomPlayhead): Promise<void> {
  await db
    .insertInto("listening_rooms")
    .values({ id, host_id: hostId, ...playhead, queue: jsonb(playhead.queue) })
    .execute();
  await db.insertInto("listening_room_members").values({ room_id: id, user_id: hostId }).execute();
}

export async function findRoom(db: Executor, id: string): Promise<RoomRow | undefined> {
  return db.selectFrom("listening_rooms").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The open rooms a user hosts, newest first. */
export async function openRoomsHostedBy(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("listening_rooms")
    .select("id")
    .where("host_id", "=", userId)
    .where("ended_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/** The open rooms the user is in, latest joined first (a listener is meant to be in one). */
export async function openRoomsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("listening_room_members as m")
    .innerJoin("listening_rooms as r", "r.id", "m.room_id")
    .select("r.id")
    .where("m.user_id", "=", userId)
    .where("r.ended_at", "is", null)
    .orderBy("m.joined_at", "desc")
    .execute();
  return rows.map((r) => r.id);
}

export interface RoomMemberRow {
  id: number;
  name: string;
  image: string | null;
  joined_at: Date;
}

export async function roomMembers(db: Executor, roomId: string): Promise<RoomMemberRow[]> {
  return db
    .selectFrom("listening_room_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.name", "u.image", "m.joined_at"])
    .where("m.room_id", "=", roomId)
    .orderBy("m.joined_at")
    .orderBy("u.id")
    .execute();
}

export async function memberIds(db: Executor, roomId: string): Promise<number[]> {
  const rows = await db.selectFrom("listening_room_members").select("user_id").where("room_id", "=", roomId).execute();
  return rows.map((r) => r.user_id);
}

export async function isMember(db: Executor, roomId: string, userId: number): Promise<boolean> {
  return hasRow(
    db
      .selectFrom("listening_room_members")
      .select("user_id")
      .where("room_id", "=", roomId)
      .where("user_id", "=", userId),
  );
}

/**
 * Adds a member unless the room holds `limit` already, in one statement so two joins at once
 * cannot both take the last place. "member" when they were in before.
 */
export async function addMember(
  db: Executor,
  roomId: string,
  userId: number,
  limit: number,
): Promise<"joined" | "member" | "full"> {
  if (await isMember(db, roomId, userId)) return "member";
  const inserted = await sql<{ user_id: number }>`
    insert into listening_room_members (room_id, user_id)
    select ${roomId}, ${userId}
    where (select count(*) from listening_room_members where room_id = ${roomId}) < ${limit}
    on conflict do nothing
    returning user_id`.execute(db);
  if (inserted.rows.length) return "joined";
  return (await isMember(db, roomId, userId)) ? "member" : "full";
}

/** The member's player is there; false when they are not (or no longer) a member. */
export async function touchMember(db: Executor, roomId: string, userId: number): Promise<boolean> {
  const rows = await db
    .updateTable("listening_room_members")
    .set({ seen_at: sql`now()` })
    .where("room_id", "=", roomId)
    .where("user_id", "=", userId)
    .returning("user_id")
    .execute();
  return rows.length > 0;
}

/** Members whose player has not been heard from since `before`, the longest silent first. */
export async function quietMembers(db: Executor, roomId: string, before: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("listening_room_members")
    .select("user_id")
    .where("room_id", "=", roomId)
    .where("seen_at", "<", before)
    .orderBy("seen_at")
    .execute();
  return rows.map((r) => r.user_id);
}

export async function removeMember(db: Executor, roomId: string, userId: number): Promise<boolean> {
  const rows = await db
    .deleteFrom("listening_room_members")
    .where("room_id", "=", roomId)
    .where("user_id", "=", userId)
    .returning("user_id")
    .execute();
  return rows.length > 0;
}

/** Writes a new playhead; the version moves on so members drop anything older they still receive. */
export async function updatePlayhead(
  db: Executor,
  roomId: string,
  playhead: RoomPlayhead,
): Promise<RoomRow | undefined> {
  return db
    .updateTable("listening_rooms")
    .set({ ...playhead, queue: jsonb(playhead.queue), version: sql`version + 1` })
    .where("id", "=", roomId)
    .where("ended_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

export async function updateRoomControl(
  db: Executor,
  roomId: string,
  change: { host_id?: number; everyone_controls?: boolean },
): Promise<RoomRow | undefined> {
  return db
    .updateTable("listening_rooms")
    .set({ ...change, version: sql`version + 1` })
    .where("id", "=", roomId)
    .where("ended_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/** Ends an open room; answers who was in it (to tell them), or null when it had ended already. */
export async function endRoom(db: Executor, roomId: string): Promise<number[] | null> {
  const ended = await db
    .updateTable("listening_rooms")
    .set({ ended_at: new Date(), playing: false, version: sql`version + 1` })
    .where("id", "=", roomId)
    .where("ended_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!ended) return null;
  const members = await db
    .deleteFrom("listening_room_members")
    .where("room_id", "=", roomId)
    .returning("user_id")
    .execute();
  return members.map((m) => m.user_id);
}

export interface RoomMessageRow {
  id: number;
  user_id: number;
  user_name: string;
  user_image: string | null;
  content: string;
  created_at: Date;
}

export async function insertMessage(db: Executor, roomId: string, userId: number, content: string) {
  return db
    .insertInto("listening_room_messages")
    .values({ room_id: roomId, user_id: userId, content })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
}

/** The latest messages, oldest first. */
export async function recentMessages(db: Executor, roomId: string, limit: number): Promise<RoomMessageRow[]> {
  const rows = await db
    .selectFrom("listening_room_messages as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.user_id", "u.name as user_name", "u.image as user_image", "m.content", "m.created_at"])
    .where("m.room_id", "=", roomId)
    .orderBy("m.id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}
