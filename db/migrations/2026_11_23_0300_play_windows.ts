import { type Kysely, sql } from "kysely";

/**
 * One counted play per listener, track and time window. The primary key is what makes the
 * rule hold under parallel requests: the second insert of the same (listener, track, window)
 * meets the first one's row and does nothing. Rows are only needed while their window is
 * open, so they are pruned (plays keeps the history; this table keeps no user id or IP, only
 * an opaque listener key).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("play_windows")
    .addColumn("listener_key", "text", (c) => c.notNull())
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("played_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("play_windows_pkey", ["listener_key", "track_id", "window_start"])
    .execute();
  await db.schema.createIndex("play_windows_played_idx").on("play_windows").column("played_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("play_windows").execute();
}
