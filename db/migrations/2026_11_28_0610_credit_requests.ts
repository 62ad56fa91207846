import { type Kysely, sql } from "kysely";

/**
 * Credits that wait for the credited artist's consent: an artist who names another artist on a
 * track or album they own asks that artist's owner, who accepts (the credit moves into
 * `track_artist` / `album_artist`) or declines (the row goes). Until then nothing reads them as
 * credits: no page shows them and they grant no ownership. One row per item and artist.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("credit_requests")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("track_id", "integer", (c) => c.references("tracks.id").onDelete("cascade"))
    .addColumn("album_id", "integer", (c) => c.references("albums.id").onDelete("cascade"))
    .addColumn("artist_id", "integer", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("requested_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("credit_requests_one_item", sql`(track_id is null) <> (album_id is null)`)
    .execute();
  await db.schema
    .createIndex("credit_requests_track_artist_idx")
    .unique()
    .on("credit_requests")
    .columns(["track_id", "artist_id"])
    .where(sql.ref("track_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("credit_requests_album_artist_idx")
    .unique()
    .on("credit_requests")
    .columns(["album_id", "artist_id"])
    .where(sql.ref("album_id"), "is not", null)
    .execute();
  await db.schema.createIndex("credit_requests_artist_idx").on("credit_requests").column("artist_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("credit_requests").execute();
}
