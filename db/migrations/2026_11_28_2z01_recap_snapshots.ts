import { type Kysely, sql } from "kysely";

/**
 * What a listener's own recap counted, kept between views: the numbers and the ranked ids, never
 * the items themselves (those are read again through the visibility rule on every view).
 * `version` is the listener's play count around that year when it was taken: a play since makes
 * it stale.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table recap_snapshots (
    user_id integer not null references users (id) on delete cascade,
    year smallint not null,
    version bigint not null,
    facts jsonb not null,
    computed_at timestamptz not null default now(),
    primary key (user_id, year)
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table recap_snapshots`.execute(db);
}
