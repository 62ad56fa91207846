import { type RawBuilder, sql } from "kysely";
import type { DB } from "../schema.ts";

/** How many rows of `table` point at the listed row through `column` (`parent` is the row's id). */
export function childCount<T extends keyof DB>(
  table: T,
  column: keyof DB[T] & string,
  parent: string,
): RawBuilder<number> {
  return sql<number>`(select count(*)::int from ${sql.table(table)} c where ${sql.ref(`c.${column}`)} = ${sql.ref(parent)})`;
}
