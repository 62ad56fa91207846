import { type SelectQueryBuilder, sql } from "kysely";

/** How many rows the query matches, whatever it selects. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as("n"))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether the query finds (or, with `returning`, touches) at least one row. */
export async function hasRow(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}
