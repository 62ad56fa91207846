import { type Kysely, sql } from "kysely";

/**
 * Faster search (measured on the 100k-track bench catalogue):
 * - the full-text vector becomes a stored generated column, so rechecking a match no longer
 *   recomputes `to_tsvector` per row;
 * - trigram indexes move from GIN to GiST, which can also *order* by word-similarity distance
 *   (`<<->`), so typo matches come out of the index best-first instead of ranking every candidate.
 */
const tables = ["genres", "artists", "albums", "tracks", "playlists"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} add column search_vector tsvector
      generated always as (to_tsvector('simple'::regconfig, search_name)) stored`.execute(db);
    await sql`drop index if exists ${sql.raw(`${table}_search_fts_idx`)}`.execute(db);
    await sql`drop index if exists ${sql.raw(`${table}_search_trgm_idx`)}`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_vector_idx`)} on ${sql.table(table)} using gin (search_vector)`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_search_gist_idx`)} on ${sql.table(table)}
      using gist (search_name gist_trgm_ops)`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await sql`drop index if exists ${sql.raw(`${table}_search_gist_idx`)}`.execute(db);
    await sql`drop index if exists ${sql.raw(`${table}_search_vector_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column search_vector`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_fts_idx`)} on ${sql.table(table)}
      using gin (to_tsvector('simple'::regconfig, search_name))`.execute(db);
    await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_name gin_trgm_ops)`.execute(
      db,
    );
  }
}
