import { type Kysely, sql } from "kysely";

/**
 * Notifications (docs/spec/1-platform-foundation.md "Notifications"): what a user was told, per channel preferences, and the
 * browsers that asked for push messages. A user's list is read newest first, and the unread count
 * is read on every bell, so both have their own index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table notifications (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    type text not null,
    "group" text not null,
    data jsonb not null default '{}',
    read_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index notifications_user_latest on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_user_unread on notifications (user_id) where read_at is null`.execute(db);

  // One row per user, type and channel the user changed; a missing row means the type's default.
  await sql`create table notification_preferences (
    user_id integer not null references users (id) on delete cascade,
    type text not null,
    channel text not null check (channel in ('in-app', 'email', 'browser')),
    enabled boolean not null,
    primary key (user_id, type, channel)
  )`.execute(db);

  await sql`create table push_subscriptions (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table push_subscriptions`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`drop table notifications`.execute(db);
}
