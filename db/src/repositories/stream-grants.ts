import { sql } from "kysely";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface StreamServed {
  listenerKey: string;
  id: string;
  trackId: number;
  /** How much of the track this response's bytes hold. */
  servedMs: number;
  /** The track's length: what one stream can cover at most. */
  durationMs: number;
  /** Open grants kept per listener; the oldest beyond it are dropped. */
  keep: number;
}

/**
 * Adds a served response to its stream (the first response opens it). Ranges of one stream add
 * up to at most the track's length; a play id already used for another track, or consumed,
 * is left alone.
 */
export async function recordServed(db: Executor, s: StreamServed): Promise<void> {
  const row = await db
    .insertInto("stream_grants")
    .values({
      listener_key: s.listenerKey,
      id: s.id,
      track_id: s.trackId,
      served_ms: Math.min(s.servedMs, s.durationMs),
    })
    .onConflict((oc) =>
      oc
        .columns(["listener_key", "id"])
        .doUpdateSet({
          served_ms: sql`least(${s.durationMs}::int, stream_grants.served_ms + excluded.served_ms)`,
        })
        .where("stream_grants.track_id", "=", s.trackId)
        .where("stream_grants.consumed_at", "is", null),
    )
    .returning(sql<boolean>`xmax = 0`.as("opened"))
    .executeTakeFirst();
  if (!row?.opened) return;
  await db
    .deleteFrom("stream_grants")
    .where("listener_key", "=", s.listenerKey)
    .where(
      "id",
      "in",
      db
        .selectFrom("stream_grants")
        .select("id")
        .where("listener_key", "=", s.listenerKey)
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .offset(s.keep),
    )
    .execute();
}

export interface OpenGrant {
  started_at: Date;
  served_ms: number;
}

/** The listener's unconsumed streams of a track, oldest first (clients that name no play id). */
export async function openForTrack(
  db: Executor,
  listenerKey: string,
  trackId: number,
): Promise<(OpenGrant & { id: string })[]> {
  return db
    .selectFrom("stream_grants")
    .select(["id", "started_at", "served_ms"])
    .where("listener_key", "=", listenerKey)
    .where("track_id", "=", trackId)
    .where("consumed_at", "is", null)
    .orderBy("started_at")
    .limit(50)
    .execute();
}

/** The listener's stream of this track by that id, as a query to narrow. */
function grantOf(db: Executor, listenerKey: string, id: string, trackId: number) {
  return db
    .selectFrom("stream_grants")
    .select(["started_at", "served_ms"])
    .where("listener_key", "=", listenerKey)
    .where("id", "=", id)
    .where("track_id", "=", trackId);
}

/** The listener's unconsumed stream of this track by that id. */
export async function findOpen(
  db: Executor,
  listenerKey: string,
  id: string,
  trackId: number,
): Promise<OpenGrant | undefined> {
  return grantOf(db, listenerKey, id, trackId).where("consumed_at", "is", null).executeTakeFirst();
}

/** Marks the stream used; false when a parallel report got it first. */
export async function consume(db: Executor, listenerKey: string, id: string, trackId: number): Promise<boolean> {
  return hasRow(
    db
      .updateTable("stream_grants")
      .set({ consumed_at: sql<Date>`now()` })
      .where("listener_key", "=", listenerKey)
      .where("id", "=", id)
      .where("track_id", "=", trackId)
      .where("consumed_at", "is", null)
      .returning("id"),
  );
}

/** Forgets streams opened before `before`. */
export async function prune(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("stream_grants").where("started_at", "<", before).execute();
}

/** The listener's stream of this track by that id, spent or not (a later report of one play). */
export async function findServed(
  db: Executor,
  listenerKey: string,
  id: string,
  trackId: number,
): Promise<OpenGrant | undefined> {
  return grantOf(db, listenerKey, id, trackId).executeTakeFirst();
}
