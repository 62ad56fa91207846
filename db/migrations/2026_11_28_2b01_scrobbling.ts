import { type Kysely, sql } from "kysely";

/**
 * Scrobbling: a user's connection to ListenBrainz or Last.fm (the token or session key sealed
 * with the app secret), and the outbox of now-playing notices and listens waiting to be sent.
 * The outbox is a table rather than one process's memory, so a service outage or a stopped
 * server loses nothing and two instances send each listen once (`for update skip locked`).
 * Delivered listens stay a while under their play key so a repeated play report sends nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table scrobble_connections (
    user_id integer not null references users (id) on delete cascade,
    service text not null,
    account_name text not null,
    secret_sealed text not null,
    status text not null default 'active',
    failure text,
    connected_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (user_id, service)
  )`.execute(db);
  await sql`create table scrobble_outbox (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    service text not null,
    kind text not null,
    play_key text,
    payload jsonb not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    claimed_until timestamptz,
    delivered_at timestamptz,
    last_error text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index scrobble_outbox_play on scrobble_outbox (user_id, service, play_key) where play_key is not null`.execute(
    db,
  );
  await sql`create index scrobble_outbox_due on scrobble_outbox (next_attempt_at, id) where delivered_at is null`.execute(
    db,
  );
  await sql`create index scrobble_outbox_delivered on scrobble_outbox (delivered_at) where delivered_at is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table scrobble_outbox`.execute(db);
  await sql`drop table scrobble_connections`.execute(db);
}
