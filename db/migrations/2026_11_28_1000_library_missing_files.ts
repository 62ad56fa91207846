import { type Kysely, sql } from "kysely";

/**
 * Library files that vanish are marked missing (their track leaves the listings, its likes,
 * playlist entries and plays stay) and removed only after a grace period: an unmounted disk
 * must not wipe a library. A file that comes back is unmarked.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table library_files add column missing_since timestamptz`.execute(db);
  await sql`alter table tracks add column missing_since timestamptz`.execute(db);
  await sql`create index library_files_missing_since on library_files (missing_since) where missing_since is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tracks drop column missing_since`.execute(db);
  await sql`alter table library_files drop column missing_since`.execute(db);
}
