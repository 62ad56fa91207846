import { type Kysely, sql } from "kysely";

/**
 * Accounts and security: one-time tokens (reset, e-mail verification, pending two-factor
 * logins), two-factor state on users, password confirmation and location on sessions,
 * personal access tokens, social profiles and passkeys.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("two_factor_secret", "text")
    .addColumn("two_factor_recovery_codes", "jsonb")
    .addColumn("two_factor_confirmed_at", "timestamptz")
    .addColumn("two_factor_last_counter", "bigint")
    .execute();

  await db.schema
    .alterTable("sessions")
    .addColumn("password_confirmed_at", "timestamptz")
    .addColumn("country", "text")
    .addColumn("city", "text")
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("token_hash", "bytea", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("data", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_tokens_user_kind_idx").on("auth_tokens").columns(["user_id", "kind"]).execute();
  await db.schema.createIndex("auth_tokens_hash_idx").on("auth_tokens").column("token_hash").execute();

  await db.schema
    .createTable("personal_access_tokens")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "bytea", (c) => c.notNull().unique())
    .addColumn("last_used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("personal_access_tokens_user_idx")
    .on("personal_access_tokens")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("social_profiles")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("service_name", "text", (c) => c.notNull())
    .addColumn("user_service_id", "text", (c) => c.notNull())
    .addColumn("username", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("social_profiles_service_uid", ["service_name", "user_service_id"])
    .addUniqueConstraint("social_profiles_user_service", ["user_id", "service_name"])
    .execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("public_key", "bytea", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["passkeys", "social_profiles", "personal_access_tokens", "auth_tokens"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable("sessions")
    .dropColumn("password_confirmed_at")
    .dropColumn("country")
    .dropColumn("city")
    .execute();
  await db.schema
    .alterTable("users")
    .dropColumn("two_factor_secret")
    .dropColumn("two_factor_recovery_codes")
    .dropColumn("two_factor_confirmed_at")
    .dropColumn("two_factor_last_counter")
    .execute();
}
