import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "jsonb", (c) => c.notNull())
    .addColumn("private", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("permissions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("group", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("restrictions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable("roles")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("default", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("guests", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("internal", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("permission_role")
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addColumn("permission_id", "integer", (c) => c.notNull().references("permissions.id").onDelete("cascade"))
    .addColumn("restrictions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint("permission_role_pk", ["role_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("image", "text")
    .addColumn("password", "text")
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("banned_at", "timestamptz")
    .addColumn("timezone", "text", (c) => c.notNull().defaultTo("UTC"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("country", "text")
    .addColumn("download_as", "text", (c) => c.notNull().defaultTo("mp3"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_lower_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable("role_user")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("role_user_pk", ["user_id", "role_id"])
    .execute();

  await db.schema
    .createTable("permission_user")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("permission_id", "integer", (c) => c.notNull().references("permissions.id").onDelete("cascade"))
    .addColumn("restrictions", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint("permission_user_pk", ["user_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("secret_hash", "bytea", (c) => c.notNull())
    .addColumn("remember", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_active_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("themes")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_dark", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("default_light", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("default_dark", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("values", "jsonb", (c) => c.notNull())
    .addColumn("font", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("localizations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().unique())
    .addColumn("lines", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "localizations",
    "themes",
    "sessions",
    "permission_user",
    "role_user",
    "users",
    "permission_role",
    "roles",
    "permissions",
    "settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
