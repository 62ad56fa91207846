import { type Kysely, sql } from "kysely";

/**
 * Listening rooms: a host's queue and playhead that members follow. The playhead is stored as a
 * position at a server instant (`state_at`), so any instance projects the live position from the
 * row alone; `version` orders the updates members receive over the live channel.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table listening_rooms (
    id text primary key,
    host_id integer not null references users (id) on delete cascade,
    everyone_controls boolean not null default false,
    queue jsonb not null default '[]'::jsonb,
    queue_index integer not null default 0,
    position_ms integer not null default 0,
    playing boolean not null default false,
    state_at timestamptz not null default now(),
    version integer not null default 1,
    created_at timestamptz not null default now(),
    ended_at timestamptz
  )`.execute(db);
  await sql`create index listening_rooms_open_host on listening_rooms (host_id) where ended_at is null`.execute(db);
  await sql`create table listening_room_members (
    room_id text not null references listening_rooms (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    joined_at timestamptz not null default now(),
    primary key (room_id, user_id)
  )`.execute(db);
  await sql`create index listening_room_members_user on listening_room_members (user_id)`.execute(db);
  await sql`create table listening_room_messages (
    id serial primary key,
    room_id text not null references listening_rooms (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    content text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index listening_room_messages_room on listening_room_messages (room_id, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table listening_room_messages`.execute(db);
  await sql`drop table listening_room_members`.execute(db);
  await sql`drop table listening_rooms`.execute(db);
}
