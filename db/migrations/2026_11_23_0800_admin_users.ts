import { type Kysely, sql } from "kysely";

/**
 * Admin user management: a ban carries its reason and an optional end (a ban whose end has
 * passed no longer blocks), a session can be one an admin took over ("log in as", with the
 * admin remembered so they can return), and every take-over is kept in an audit table that
 * outlives both accounts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column ban_reason text, add column banned_until timestamptz`.execute(db);
  await sql`alter table sessions add column impersonator_id integer references users (id) on delete cascade`.execute(
    db,
  );
  await sql`create table impersonations (
    id serial primary key,
    impersonator_id integer references users (id) on delete set null,
    impersonator_name text not null,
    user_id integer references users (id) on delete set null,
    user_name text not null,
    ip_address text,
    started_at timestamptz not null default now(),
    ended_at timestamptz
  )`.execute(db);
  await sql`create index impersonations_user on impersonations (user_id, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table impersonations`.execute(db);
  await sql`alter table sessions drop column impersonator_id`.execute(db);
  await sql`alter table users drop column ban_reason, drop column banned_until`.execute(db);
}
