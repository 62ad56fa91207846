import { type Kysely, sql } from "kysely";

/**
 * Public links to one track, album, playlist or artist. Only the token's SHA-256 is kept, so a
 * leaked database names no working link; revoking keeps the row (its visits stay countable).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table share_links (
    id serial primary key,
    token_hash text not null unique,
    user_id integer not null references users(id) on delete cascade,
    item_type text not null check (item_type in ('track', 'album', 'playlist', 'artist')),
    item_id integer not null,
    password_hash text,
    downloadable boolean not null default false,
    expires_at timestamptz,
    revoked_at timestamptz,
    visits integer not null default 0,
    last_visited_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index share_links_user_idx on share_links (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index share_links_item_idx on share_links (item_type, item_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table share_links`.execute(db);
}
