import { type Kysely, sql } from "kysely";

/**
 * Albums whose release followers were told about: the row is taken before anyone is notified, so
 * a release is announced once however many server instances run the tick.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table album_release_notices (
    album_id integer primary key references albums (id) on delete cascade,
    announced_at timestamptz not null default now()
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table album_release_notices`.execute(db);
}
