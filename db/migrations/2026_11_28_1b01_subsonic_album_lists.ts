import { type Kysely, sql } from "kysely";

/**
 * Subsonic apps page getAlbumList2 by `newest` (date added) and `alphabeticalByName` at deep
 * offsets: each order gets an index that walks it with the id as tie-break, so a page reads only
 * the keys it skips instead of sorting every album.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index albums_created_idx on albums (created_at desc, id desc)`.execute(db);
  await sql`create index albums_search_name_idx on albums (search_name, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists albums_search_name_idx`.execute(db);
  await sql`drop index if exists albums_created_idx`.execute(db);
}
