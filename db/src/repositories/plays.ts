import { sql } from "kysely";
import { type TrackItemRow, trackItemsQuery, type Visibility } from "./catalogue.ts";
import type { Executor } from "./executor.ts";

export async function insertPlay(
  db: Executor,
  play: {
    user_id: number | null;
    track_id: number;
    device: string | null;
    country: string | null;
    listened_ms: number | null;
    played_at?: Date;
  },
): Promise<void> {
  await db.insertInto("plays").values(play).execute();
  await db
    .updateTable("tracks")
    .set((eb) => ({ plays: eb("plays", "+", 1) }))
    .where("id", "=", play.track_id)
    .execute();
}

/** The most recent play of this track by this user (to ignore duplicates sent twice). */
export async function lastPlayAt(db: Executor, userId: number, trackId: number): Promise<Date | null> {
  const row = await db
    .selectFrom("plays")
    .select("played_at")
    .where("user_id", "=", userId)
    .where("track_id", "=", trackId)
    .orderBy("played_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.played_at ?? null;
}

export interface HistoryRow extends TrackItemRow {
  played_at: Date;
}

export async function history(db: Executor, v: Visibility, userId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
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
