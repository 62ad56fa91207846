import { type Kysely, sql } from "kysely";

/**
 * A library scan's run in the schedule log points at the scan, so the log opens its counts and
 * failed files. A scan deleted later leaves the run without the link.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table job_runs add column library_scan_id integer references library_scans (id) on delete set null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table job_runs drop column library_scan_id`.execute(db);
}
