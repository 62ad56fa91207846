import { type Kysely, sql } from "kysely";

/**
 * Monthly rollups and listener sketches beside the daily ones: a year of insights then reads the
 * whole months inside the range and the days at its edges (about 40 rows per value) instead of
 * 365 days. A month is the sum (or, for sketches, the union) of its days, so it is filled from them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("play_rollups_monthly")
    .addColumn("item_kind", "text", (c) => c.notNull().check(sql`item_kind in ('track', 'album', 'artist')`))
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    // The first day of the month (UTC).
    .addColumn("month", "date", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("plays", "integer", (c) => c.notNull())
    .addColumn("listened_ms", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("play_rollups_monthly_pkey", ["item_kind", "item_id", "dimension", "month", "value"])
    .execute();
  await sql`
    insert into play_rollups_monthly (item_kind, item_id, dimension, month, value, plays, listened_ms)
    select item_kind, item_id, dimension, date_trunc('month', day)::date, value, sum(plays), sum(listened_ms)
    from play_rollups group by 1, 2, 3, 4, 5`.execute(db);

  await db.schema
    .createTable("play_listener_month_sketches")
    .addColumn("item_kind", "text", (c) => c.notNull().check(sql`item_kind in ('track', 'album', 'artist')`))
    .addColumn("item_id", "integer", (c) => c.notNull())
    // The first day of the month (UTC).
    .addColumn("month", "date", (c) => c.notNull())
    .addColumn("sketch", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("play_listener_month_sketches_pkey", ["item_kind", "item_id", "month"])
    .execute();
  const { rows } = await sql<{ item_kind: string; item_id: number; month: string; sketch: Uint8Array }>`
    select item_kind, item_id, date_trunc('month', day)::date::text as month, sketch
    from play_listener_sketches order by 1, 2, 3`.execute(db);
  const months = new Map<string, { item_kind: string; item_id: number; month: string; sketch: Uint8Array }>();
  for (const row of rows) {
    const key = `${row.item_kind}|${row.item_id}|${row.month}`;
    const into = months.get(key);
    if (!into) {
      months.set(key, { ...row, sketch: Uint8Array.from(row.sketch) });
      continue;
    }
    for (let i = 0; i < into.sketch.length; i++)
      if ((row.sketch[i] ?? 0) > (into.sketch[i] ?? 0)) into.sketch[i] = row.sketch[i] ?? 0;
  }
  const values = [...months.values()];
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto("play_listener_month_sketches")
      .values(values.slice(i, i + 500))
      .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("play_listener_month_sketches").execute();
  await db.schema.dropTable("play_rollups_monthly").execute();
}
