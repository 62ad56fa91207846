import { type Kysely, sql } from "kysely";

/**
 * Four visibilities for tracks and albums. `private` keeps meaning "only the owner and admins
 * may open it"; `unlisted` items open by their own URL but stay out of every list; a scheduled
 * release is private with a `publish_at`, and counts as public from that moment on (readers
 * compare with now(), the publisher tick then clears the private flag).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["tracks", "albums"]) {
    await sql`alter table ${sql.table(table)} add column if not exists unlisted boolean not null default false`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add column if not exists publish_at timestamptz`.execute(db);
    // The publisher tick reads only the releases still waiting.
    await sql`create index if not exists ${sql.raw(`${table}_scheduled_idx`)} on ${sql.table(table)} (publish_at)
      where private = true and publish_at is not null`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["tracks", "albums"]) {
    await sql`drop index if exists ${sql.raw(`${table}_scheduled_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists publish_at`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists unlisted`.execute(db);
  }
}
