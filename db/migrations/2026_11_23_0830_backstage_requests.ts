import { type Kysely, sql } from "kysely";

/**
 * Backstage requests (docs/spec/2-product-areas.md §2 "Backstage"): a listener asks to become an artist, to claim an
 * existing artist profile, or to have their own verified; an admin approves or denies. The
 * partial unique index is the "one pending request per user and kind" rule, so two parallel
 * submissions cannot both pass a check.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table backstage_requests (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    type text not null check (type in ('verify-artist', 'become-artist', 'claim-artist')),
    artist_id integer references artists (id) on delete set null,
    artist_name text not null,
    first_name text,
    last_name text,
    company text,
    links jsonb not null default '[]',
    message text,
    proof_file_ids jsonb not null default '[]',
    status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
    reviewer_id integer references users (id) on delete set null,
    reason text,
    reviewed_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index backstage_requests_one_pending on backstage_requests (user_id, type)
    where status = 'pending'`.execute(db);
  await sql`create index backstage_requests_status on backstage_requests (status, id)`.execute(db);
  await sql`create index backstage_requests_artist on backstage_requests (artist_id) where artist_id is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table backstage_requests`.execute(db);
}
