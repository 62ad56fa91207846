import { type Kysely, sql } from "kysely";

/**
 * Plays, likes and playlist edits made while the web app was offline arrive later, perhaps
 * more than once (a retry after an answer that never arrived). Each carries an id its device
 * made up; the first arrival claims the id here and a repeat finds it taken, so every change
 * counts once. Rows are dropped after 30 days, longer than a device keeps a change queued.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table offline_operations (
    user_id integer not null references users (id) on delete cascade,
    op_id text not null,
    kind text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, op_id)
  )`.execute(db);
  await sql`create index offline_operations_created on offline_operations (created_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table offline_operations`.execute(db);
}
