import { type Kysely, sql } from "kysely";

/**
 * What an invoice charged for, in words ("Pro", "Pro, prorated change from Basic"), as it was
 * when it was billed: the subscription's plan may change later, its receipts must not.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices add column description text`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices drop column description`.execute(db);
}
