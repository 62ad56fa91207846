import { type Kysely, sql } from "kysely";

/**
 * What Subsonic apps need that the web app keeps elsewhere or not at all: the per-user app
 * password (encrypted with the app secret, since token auth needs the plain value), ratings, the
 * saved play queue and what each user is playing now (shared by every instance).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table subsonic_passwords (
    user_id integer primary key references users (id) on delete cascade,
    secret text not null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz
  )`.execute(db);
  await sql`create table subsonic_ratings (
    user_id integer not null references users (id) on delete cascade,
    item_type text not null check (item_type in ('track', 'album', 'artist')),
    item_id integer not null,
    rating smallint not null check (rating between 1 and 5),
    primary key (user_id, item_type, item_id)
  )`.execute(db);
  await sql`create table subsonic_play_queues (
    user_id integer primary key references users (id) on delete cascade,
    track_ids integer[] not null,
    current_track_id integer,
    position_ms integer not null default 0,
    changed_by text not null default '',
    changed_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table subsonic_now_playing (
    user_id integer not null references users (id) on delete cascade,
    player text not null,
    track_id integer not null references tracks (id) on delete cascade,
    started_at timestamptz not null default now(),
    primary key (user_id, player)
  )`.execute(db);
  await sql`create index subsonic_now_playing_started on subsonic_now_playing (started_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table subsonic_now_playing`.execute(db);
  await sql`drop table subsonic_play_queues`.execute(db);
  await sql`drop table subsonic_ratings`.execute(db);
  await sql`drop table subsonic_passwords`.execute(db);
}
