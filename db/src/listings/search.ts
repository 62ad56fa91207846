import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { searchTerms } from "../repositories/search.ts";
import type { DB } from "../schema.ts";

/**
 * A datatable's search over a catalogue table: every word a prefix of a word of the name (the
 * full-text index), or the row's id when the term is a number.
 */
export function nameSearch<TB extends keyof DB>(alias: string) {
  return (eb: ExpressionBuilder<DB, TB>, term: string): Expression<SqlBool> => {
    const { tsquery } = searchTerms(term);
    const parts: Expression<SqlBool>[] = [];
    if (tsquery)
      parts.push(sql<SqlBool>`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple'::regconfig, ${tsquery})`);
    if (/^\d{1,9}$/.test(term)) parts.push(sql<SqlBool>`${sql.ref(`${alias}.id`)} = ${Number(term)}`);
    return parts.length ? eb.or(parts) : sql<SqlBool>`false`;
  };
}

/** ILIKE over a few text columns, for the small tables without a search index. */
export function textSearch<TB extends keyof DB>(...columns: string[]) {
  return (eb: ExpressionBuilder<DB, TB>, term: string): Expression<SqlBool> => {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const parts = columns.map((c) => sql<SqlBool>`${sql.ref(c)} ilike ${pattern}`);
    if (/^\d{1,9}$/.test(term))
      parts.push(sql<SqlBool>`${sql.ref(`${columns[0]?.split(".")[0]}.id`)} = ${Number(term)}`);
    return eb.or(parts);
  };
}
