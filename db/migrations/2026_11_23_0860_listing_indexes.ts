import { type Kysely, sql } from "kysely";

/**
 * Admin datatables sort by (column, id) in one direction (db/src/listing.ts): these let a page of
 * the tracks table in any sortable order read from an index instead of sorting the table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists tracks_duration_list_idx on tracks (duration_ms, id)`.execute(db);
  await sql`create index if not exists tracks_updated_list_idx on tracks (updated_at, id)`.execute(db);
  await sql`create index if not exists tracks_plays_list_idx on tracks (plays, id)`.execute(db);
  await sql`create index if not exists tracks_name_list_idx on tracks (search_name, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "tracks_duration_list_idx",
    "tracks_updated_list_idx",
    "tracks_plays_list_idx",
    "tracks_name_list_idx",
  ])
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
}
