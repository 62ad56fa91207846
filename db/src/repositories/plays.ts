import { type Kysely, sql } from "kysely";
import { type TrackItemRow, trackItemsQuery } from "../catalogue/items.ts";
import { byLink, type Visibility } from "../catalogue/visibility.ts";
import type { DB } from "../schema.ts";
import type { Executor } from "./executor.ts";
import { addPlay } from "./insights.ts";
import { addUserPlay, clearUser } from "./recaps.ts";

export interface NewPlay {
  user_id: number | null;
  track_id: number;
  device: string | null;
  country: string | null;
  listened_ms: number | null;
  played_at?: Date;
  source?: string | null;
  platform?: string | null;
  browser?: string | null;
  city?: string | null;
}

/** The play row, the track's counter and the insight rollups: all or nothing. */
export async function insertPlay(db: Executor, play: NewPlay): Promise<void> {
  const run = async (tx: Executor) => {
    const row = await tx.insertInto("plays").values(play).returning("played_at").executeTakeFirstOrThrow();
    await tx
      .updateTable("tracks")
      .set((eb) => ({ plays: eb("plays", "+", 1) }))
      .where("id", "=", play.track_id)
      .execute();
    await addPlay(tx, {
      track_id: play.track_id,
      user_id: play.user_id,
      played_at: row.played_at,
      listened_ms: play.listened_ms,
      source: play.source ?? null,
      device: play.device,
      platform: play.platform ?? null,
      browser: play.browser ?? null,
      country: play.country,
      city: play.city ?? null,
    });
    if (play.user_id !== null)
      await addUserPlay(tx, {
        user_id: play.user_id,
        track_id: play.track_id,
        played_at: row.played_at,
        listened_ms: play.listened_ms,
      });
  };
  if (db.isTransaction) return run(db);
  return (db as Kysely<DB>).transaction().execute(run);
}

export interface PlayWindow {
  listenerKey: string;
  /** Start of the fixed window this play falls in: the key the database dedupes on. */
  windowStart: Date;
  /** Plays by the same listener after this instant also count as the same play (sliding check). */
  since: Date;
  now: Date;
}

/**
 * Records a play unless this listener already has one for the track in the window; true when
 * it counted. The sliding check catches repeats across a window edge; the primary key of
 * `play_windows` (insert … on conflict do nothing) is what makes parallel identical reports
 * count once, on PostgreSQL and PGlite alike. One transaction, so a claim never outlives a
 * failed insert.
 */
export async function insertPlayOnce(db: Executor, window: PlayWindow, play: NewPlay): Promise<boolean> {
  const run = async (tx: Executor) => {
    const recent = await tx
      .selectFrom("play_windows")
      .select("track_id")
      .where("listener_key", "=", window.listenerKey)
      .where("track_id", "=", play.track_id)
      .where("played_at", ">", window.since)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;
    const claimed = await tx
      .insertInto("play_windows")
      .values({
        listener_key: window.listenerKey,
        track_id: play.track_id,
        window_start: window.windowStart,
        played_at: window.now,
      })
      .onConflict((oc) => oc.columns(["listener_key", "track_id", "window_start"]).doNothing())
      .returning("track_id")
      .executeTakeFirst();
    if (!claimed) return false;
    await insertPlay(tx, { ...play, played_at: window.now });
    return true;
  };
  if (db.isTransaction) return run(db);
  return (db as Kysely<DB>).transaction().execute(run);
}

/** Forgets windows that closed before `before` (they can no longer block a play). */
export async function pruneWindows(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("play_windows").where("played_at", "<", before).execute();
}

export interface HistoryRow extends TrackItemRow {
  played_at: Date;
}

export async function history(db: Executor, v: Visibility, userId: number, offset: number, limit: number) {
  return trackItemsQuery(db, byLink(v))
    .innerJoin("plays as pl", "pl.track_id", "t.id")
    .select("pl.played_at")
    .where("pl.user_id", "=", userId)
    .orderBy("pl.played_at", "desc")
    .orderBy("pl.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<HistoryRow[]>;
}

export async function clearHistory(db: Executor, userId: number): Promise<void> {
  await db.updateTable("plays").set({ user_id: null }).where("user_id", "=", userId).execute();
  await clearUser(db, userId);
}

/** Tracks that listeners of the seed tracks also played (co-listening), most shared first. */
export async function coListened(db: Executor, seedTrackIds: number[], limit: number): Promise<number[]> {
  if (!seedTrackIds.length) return [];
  const rows = await sql<{ track_id: number }>`
    with listeners as (
      select distinct user_id from plays
      where track_id in (${sql.join(seedTrackIds)}) and user_id is not null
      limit 500
    )
    select p.track_id, count(distinct p.user_id) as n
    from plays p join listeners l on l.user_id = p.user_id
    where p.track_id not in (${sql.join(seedTrackIds)})
    group by p.track_id
    order by n desc, p.track_id
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.track_id);
}
