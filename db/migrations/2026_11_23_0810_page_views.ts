import { type Kysely, sql } from "kysely";

/**
 * Page views collected by Backbeat itself (docs/spec/2-product-areas.md §2 "Report page: visitors"), without a
 * third-party tracker. No IP address and no user id: `visitor` is a hash of address and browser
 * salted per day, so one visitor can be counted once a day but not followed across days.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_views")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("viewed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("browser", "text")
    .addColumn("device", "text")
    .addColumn("country", "text")
    .addColumn("visitor", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_views_time_idx").on("page_views").columns(["viewed_at", "visitor"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
}
