import { type Kysely, sql } from "kysely";

/**
 * The media pipeline: the durable job queue, what the pipeline
 * learns about a track (loudness, bitrate, the lossless original kept beside a stream
 * rendition, MusicBrainz ids) and the library import's record of the files it has seen, so
 * a rescan skips unchanged files and notices moved and deleted ones.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_jobs")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("queued").check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("track_id", "integer", (c) => c.references("tracks.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("run_after", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Workers look for the oldest runnable queued job: a partial index keeps that lookup small.
  await sql`create index media_jobs_queued_idx on media_jobs (run_after, id) where status = 'queued'`.execute(db);
  await db.schema.createIndex("media_jobs_owner_idx").on("media_jobs").columns(["owner_id", "id"]).execute();

  await db.schema
    .alterTable("tracks")
    .addColumn("bitrate", "integer")
    .addColumn("loudness_lufs", "real")
    .addColumn("true_peak_db", "real")
    .addColumn("original_path", "text")
    .addColumn("original_mime", "text")
    .addColumn("original_size", "bigint")
    .addColumn("musicbrainz_id", "text")
    .execute();
  await db.schema.alterTable("albums").addColumn("musicbrainz_id", "text").execute();
  await db.schema.alterTable("artists").addColumn("musicbrainz_id", "text").execute();

  await db.schema
    .createTable("library_files")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("root", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("mtime_ms", "bigint", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("track_id", "integer", (c) => c.references("tracks.id").onDelete("set null"))
    .addColumn("error", "text")
    .addColumn("scan_id", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("library_files_root_path_key", ["root", "path"])
    .execute();
  await db.schema.createIndex("library_files_fingerprint_idx").on("library_files").column("fingerprint").execute();

  await db.schema
    .createTable("library_scans")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("root", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("running"))
    .addColumn("counts", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("failures", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("error", "text")
    .addColumn("started_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("library_scans").execute();
  await db.schema.dropTable("library_files").execute();
  await db.schema.alterTable("artists").dropColumn("musicbrainz_id").execute();
  await db.schema.alterTable("albums").dropColumn("musicbrainz_id").execute();
  await db.schema
    .alterTable("tracks")
    .dropColumn("bitrate")
    .dropColumn("loudness_lufs")
    .dropColumn("true_peak_db")
    .dropColumn("original_path")
    .dropColumn("original_mime")
    .dropColumn("original_size")
    .dropColumn("musicbrainz_id")
    .execute();
  await db.schema.dropTable("media_jobs").execute();
}
