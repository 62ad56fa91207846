import { type Kysely, sql } from "kysely";

/**
 * Proof of listening: each stream of a track served to a listener (the player names it with a
 * random play id) and how much of the track its bytes cover. A counted play consumes one, so a
 * report without a stream, or a second report of one stream, counts nothing. Keyed by the
 * listener first: one listener's play id means nothing to another. Rows live a day at most.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stream_grants")
    .addColumn("listener_key", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("served_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consumed_at", "timestamptz")
    .addPrimaryKeyConstraint("stream_grants_pkey", ["listener_key", "id"])
    .execute();
  await db.schema.createIndex("stream_grants_started_idx").on("stream_grants").column("started_at").execute();
  await db.schema
    .createIndex("stream_grants_listener_idx")
    .on("stream_grants")
    .columns(["listener_key", "started_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stream_grants").execute();
}
