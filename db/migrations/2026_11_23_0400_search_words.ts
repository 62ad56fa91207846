import { type Kysely, sql } from "kysely";

/**
 * Typo search over distinct words instead of every name (see `searchRepo`): a short typo such as
 * `drve` ties with thousands of names at the same trigram distance, and ranking them all cost
 * ~100 ms at 100k tracks. `search_words` holds each distinct word of every `search_name` once,
 * with a trigram GIN index (it finds a short word's similar words in ~1 ms where GiST's lossy
 * signatures took ~7); a query word is matched to its nearest few words there, then rows
 * are found by exact words through the existing full-text index.
 *
 * Statement-level triggers (with transition tables, so a bulk insert costs one statement) add
 * the words of new names; renames add theirs row by row. Words are never removed: a stale word
 * only costs a candidate slot that matches no row.
 *
 * `tracks (search_name, plays desc, id)` serves the exact-title tier, most played first, from
 * the index even when thousands of tracks share a title.
 */
const tables = ["genres", "artists", "albums", "tracks", "playlists"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create function search_words_add_rows() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct w from new_rows, unnest(string_to_array(new_rows.search_name, ' ')) w where w <> ''
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create function search_words_add_row() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct w from unnest(string_to_array(new.search_name, ' ')) w where w <> ''
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const table of tables) {
    await sql`create trigger ${sql.raw(`${table}_search_words_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement execute function search_words_add_rows()`.execute(db);
    // Transition tables cannot be combined with a column list, so renames go row by row (rare).
    await sql`create trigger ${sql.raw(`${table}_search_words_update`)} after update of search_name on ${sql.table(table)}
      for each row when (old.search_name is distinct from new.search_name) execute function search_words_add_row()`.execute(
      db,
    );
    await sql`insert into search_words (word)
      select distinct w from ${sql.table(table)} t, unnest(string_to_array(t.search_name, ' ')) w where w <> ''
      on conflict do nothing`.execute(db);
  }
  // Built after the backfill, and without GIN's pending list: words arrive a few at a time, and
  // a pending list is read linearly by every search until a vacuum merges it.
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
  await sql`create index tracks_search_name_idx on tracks (search_name, plays desc, id)`.execute(db);
  await sql`analyze search_words`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tracks_search_name_idx`.execute(db);
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.raw(`${table}_search_words_update`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_search_words_insert`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists search_words_add_row()`.execute(db);
  await sql`drop function if exists search_words_add_rows()`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
}
