import { type Kysely, sql } from "kysely";

/**
 * Uploaded files (docs/spec/2-product-areas.md §3 "File entry"). `path` is the storage key the server generated
 * (`uploads/<userId>/<random>.<ext>`); `name` is only the client's label. `disk` records the
 * driver that holds the bytes, so switching drivers later does not orphan old entries.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table file_entries (
    id serial primary key,
    name text not null,
    file_size bigint not null,
    mime text not null,
    extension text not null,
    path text not null unique,
    disk text not null default 'local',
    owner_id integer references users (id) on delete set null,
    metadata jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index file_entries_owner on file_entries (owner_id, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table file_entries`.execute(db);
}
