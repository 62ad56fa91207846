import { type Kysely, sql } from "kysely";

/**
 * Work that instances sharing the database must do once between them:
 * - `schedule_claims`: a scheduled job takes its (job, slot) row before it runs, so a nightly or
 *   hourly run happens once per slot however many instances run the timer;
 * - `email_digests` / `email_digest_items`: a user's open e-mail digest window and what waits in
 *   it, kept here rather than in one process's memory, so a crash loses no mail and one window
 *   is sent once, by whichever instance claims it when it is due.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table schedule_claims (
    job text not null,
    slot text not null,
    claimed_at timestamptz not null default now(),
    primary key (job, slot)
  )`.execute(db);
  await sql`create index schedule_claims_claimed_at on schedule_claims (claimed_at)`.execute(db);
  await sql`create table email_digests (
    user_id integer primary key references users (id) on delete cascade,
    due_at timestamptz not null,
    claimed_until timestamptz
  )`.execute(db);
  await sql`create index email_digests_due_at on email_digests (due_at)`.execute(db);
  await sql`create table email_digest_items (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    data jsonb not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index email_digest_items_user on email_digest_items (user_id, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table email_digest_items`.execute(db);
  await sql`drop table email_digests`.execute(db);
  await sql`drop table schedule_claims`.execute(db);
}
