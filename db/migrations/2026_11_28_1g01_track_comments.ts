import { type Kysely, sql } from "kysely";

/**
 * Timed comments on tracks: an artist may close a track to comments, and a track page reads its
 * comments in playing order (position) as often as newest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tracks add column allow_comments boolean not null default true`.execute(db);
  await sql`create index comments_target_position_idx on comments (commentable_type, commentable_id, position_ms, id)`.execute(
    db,
  );
  await sql`create index comments_parent_idx on comments (parent_id) where parent_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index comments_parent_idx`.execute(db);
  await sql`drop index comments_target_position_idx`.execute(db);
  await sql`alter table tracks drop column allow_comments`.execute(db);
}
