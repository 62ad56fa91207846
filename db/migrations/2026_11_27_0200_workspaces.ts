import { type Kysely, sql } from "kysely";

/**
 * Workspaces (docs/spec/1-platform-foundation.md "Workspaces"): a label's team sharing playlists. The owner is a member
 * with the role `owner`, so every membership check reads one table. An invite is addressed to
 * one e-mail; its id is the secret in the join link, so it is random, not a sequence.
 * A workspace's playlists fall back to their owners' personal space when it is deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table workspaces (
    id serial primary key,
    name text not null,
    owner_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index workspaces_owner on workspaces (owner_id)`.execute(db);

  await sql`create table workspace_members (
    workspace_id integer not null references workspaces (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    role text not null check (role in ('owner', 'admin', 'editor', 'viewer')),
    created_at timestamptz not null default now(),
    primary key (workspace_id, user_id)
  )`.execute(db);
  await sql`create index workspace_members_user on workspace_members (user_id)`.execute(db);

  await sql`create table workspace_invites (
    id text primary key,
    workspace_id integer not null references workspaces (id) on delete cascade,
    email text not null,
    role text not null check (role in ('admin', 'editor', 'viewer')),
    invited_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create unique index workspace_invites_email on workspace_invites (workspace_id, lower(email))`.execute(db);

  await sql`alter table playlists add column workspace_id integer references workspaces (id) on delete set null`.execute(
    db,
  );
  await sql`create index playlists_workspace on playlists (workspace_id) where workspace_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists playlists_workspace`.execute(db);
  await sql`alter table playlists drop column if exists workspace_id`.execute(db);
  await sql`drop table if exists workspace_invites`.execute(db);
  await sql`drop table if exists workspace_members`.execute(db);
  await sql`drop table if exists workspaces`.execute(db);
}
