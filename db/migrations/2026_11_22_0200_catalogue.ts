import { type Kysely, sql } from "kysely";

/**
 * The music catalogue: artists, albums, tracks, genres, tags, playlists, channels, the social
 * graph (likes, follows, reposts, comments), plays and user profiles.
 *
 * Search: every searchable table carries `search_name`, the name lowercased with accents
 * stripped (computed by the repositories), indexed twice: full-text (`simple` config, prefix
 * queries for search-as-you-type) and trigram (typo tolerance, pg_trgm).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  const searchIndexes = async (table: string) => {
    await sql`create index ${sql.raw(`${table}_search_fts_idx`)} on ${sql.table(table)}
      using gin (to_tsvector('simple'::regconfig, search_name))`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)}
      using gin (search_name gin_trgm_ops)`.execute(db);
  };

  await db.schema
    .createTable("genres")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await searchIndexes("genres");

  await db.schema
    .createTable("tags")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("artists")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("bio", "text")
    .addColumn("verified", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("links", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("location", "text")
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await searchIndexes("artists");

  await db.schema
    .createTable("artist_genre")
    .addColumn("artist_id", "integer", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("genre_id", "integer", (c) => c.notNull().references("genres.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("artist_genre_pk", ["artist_id", "genre_id"])
    .execute();
  await db.schema.createIndex("artist_genre_genre_idx").on("artist_genre").column("genre_id").execute();

  await db.schema
    .createTable("albums")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("release_date", "date")
    .addColumn("image", "text")
    .addColumn("description", "text")
    .addColumn("record_type", "text", (c) => c.notNull().defaultTo("album"))
    .addColumn("private", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await searchIndexes("albums");
  await db.schema.createIndex("albums_release_idx").on("albums").columns(["release_date desc", "id desc"]).execute();

  await db.schema
    .createTable("album_artist")
    .addColumn("album_id", "integer", (c) => c.notNull().references("albums.id").onDelete("cascade"))
    .addColumn("artist_id", "integer", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("album_artist_pk", ["album_id", "artist_id"])
    .execute();
  await db.schema.createIndex("album_artist_artist_idx").on("album_artist").column("artist_id").execute();

  await db.schema
    .createTable("tracks")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("album_id", "integer", (c) => c.references("albums.id").onDelete("set null"))
    .addColumn("number", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("disc", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("description", "text")
    .addColumn("lyrics", "text")
    .addColumn("lyrics_synced", "text")
    .addColumn("waveform", "jsonb")
    .addColumn("image", "text")
    .addColumn("audio_path", "text")
    .addColumn("audio_size", "integer")
    .addColumn("audio_mime", "text")
    .addColumn("private", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("plays", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await searchIndexes("tracks");
  await db.schema.createIndex("tracks_album_idx").on("tracks").columns(["album_id", "disc", "number"]).execute();
  await db.schema.createIndex("tracks_plays_idx").on("tracks").columns(["plays desc", "id"]).execute();
  await db.schema.createIndex("tracks_created_idx").on("tracks").columns(["created_at desc", "id desc"]).execute();

  await db.schema
    .createTable("track_artist")
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("artist_id", "integer", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("track_artist_pk", ["track_id", "artist_id"])
    .execute();
  await db.schema
    .createIndex("track_artist_artist_idx")
    .on("track_artist")
    .columns(["artist_id", "track_id"])
    .execute();

  await db.schema
    .createTable("track_genre")
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("genre_id", "integer", (c) => c.notNull().references("genres.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("track_genre_pk", ["track_id", "genre_id"])
    .execute();
  await db.schema.createIndex("track_genre_genre_idx").on("track_genre").columns(["genre_id", "track_id"]).execute();

  await db.schema
    .createTable("track_tag")
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("track_tag_pk", ["track_id", "tag_id"])
    .execute();
  await db.schema.createIndex("track_tag_tag_idx").on("track_tag").columns(["tag_id", "track_id"]).execute();

  await db.schema
    .createTable("album_tag")
    .addColumn("album_id", "integer", (c) => c.notNull().references("albums.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("album_tag_pk", ["album_id", "tag_id"])
    .execute();
  await db.schema.createIndex("album_tag_tag_idx").on("album_tag").columns(["tag_id", "album_id"]).execute();

  await db.schema
    .createTable("playlists")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("search_name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("image", "text")
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("public", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("collaborative", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await searchIndexes("playlists");
  await db.schema.createIndex("playlists_owner_idx").on("playlists").column("owner_id").execute();

  await db.schema
    .createTable("playlist_track")
    .addColumn("playlist_id", "integer", (c) => c.notNull().references("playlists.id").onDelete("cascade"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("added_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("playlist_track_pk", ["playlist_id", "track_id"])
    .execute();
  await db.schema
    .createIndex("playlist_track_position_idx")
    .on("playlist_track")
    .columns(["playlist_id", "position"])
    .execute();
  await db.schema.createIndex("playlist_track_track_idx").on("playlist_track").column("track_id").execute();

  await db.schema
    .createTable("playlist_collaborators")
    .addColumn("playlist_id", "integer", (c) => c.notNull().references("playlists.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("playlist_collaborators_pk", ["playlist_id", "user_id"])
    .execute();

  // Polymorphic social edges: the kind column says which table the id points into.
  for (const [table, kindColumn, idColumn, kinds] of [
    ["likes", "likeable_type", "likeable_id", ["track", "album", "artist"]],
    ["follows", "followable_type", "followable_id", ["playlist", "artist", "user"]],
    ["reposts", "repostable_type", "repostable_id", ["track", "album"]],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn(kindColumn, "text", (c) =>
        c.notNull().check(sql`${sql.ref(kindColumn)} in (${sql.join(kinds.map((k) => sql.lit(k)))})`),
      )
      .addColumn(idColumn, "integer", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pk`, ["user_id", kindColumn, idColumn])
      .execute();
    await db.schema.createIndex(`${table}_target_idx`).on(table).columns([kindColumn, idColumn]).execute();
    await db.schema
      .createIndex(`${table}_user_recent_idx`)
      .on(table)
      .columns(["user_id", kindColumn, "created_at desc"])
      .execute();
  }

  await db.schema
    .createTable("comments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("commentable_type", "text", (c) => c.notNull())
    .addColumn("commentable_id", "integer", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("position_ms", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("comments_target_idx")
    .on("comments")
    .columns(["commentable_type", "commentable_id", "created_at desc"])
    .execute();

  await db.schema
    .createTable("plays")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("played_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("device", "text")
    .addColumn("country", "text")
    .addColumn("listened_ms", "integer")
    .execute();
  await db.schema.createIndex("plays_user_idx").on("plays").columns(["user_id", "played_at desc"]).execute();
  await db.schema.createIndex("plays_track_idx").on("plays").columns(["track_id", "played_at"]).execute();
  await db.schema.createIndex("plays_time_idx").on("plays").columns(["played_at", "track_id"]).execute();

  await db.schema
    .createTable("channels")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("layout", "text", (c) => c.notNull().defaultTo("grid"))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("rule", "jsonb")
    .addColumn("restriction", "text")
    .addColumn("hide_title", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("channel_items")
    .addColumn("channel_id", "integer", (c) => c.notNull().references("channels.id").onDelete("cascade"))
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("channel_items_pk", ["channel_id", "item_type", "item_id"])
    .execute();

  await db.schema
    .createTable("user_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("description", "text")
    .addColumn("city", "text")
    .addColumn("country", "text")
    .addColumn("header_image", "text")
    .addColumn("links", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create index users_name_trgm_idx on users using gin (lower(name) gin_trgm_ops)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_name_trgm_idx`.execute(db);
  for (const table of [
    "user_profiles",
    "channel_items",
    "channels",
    "plays",
    "comments",
    "reposts",
    "follows",
    "likes",
    "playlist_collaborators",
    "playlist_track",
    "playlists",
    "album_tag",
    "track_tag",
    "track_genre",
    "track_artist",
    "tracks",
    "album_artist",
    "albums",
    "artist_genre",
    "artists",
    "tags",
    "genres",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
