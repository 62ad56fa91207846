import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * Server-side prepared statements for PGlite.
 *
 * PGlite runs every query on one WebAssembly connection, and its `query()` sends each statement
 * unnamed, so PostgreSQL parses, analyses and plans it again on every call. For the catalogue's
 * page queries that is most of their cost (parsing and planning ≈ 3× the execution on the
 * 100k-track bench catalogue). This wrapper `PREPARE`s a `select` the second time its text is
 * seen and then runs it with `EXECUTE`, which skips the parser and lets PostgreSQL's plan cache
 * reuse a plan — what postgres.js already does on PostgreSQL with named statements.
 *
 * It is deliberately narrow, so results and errors stay those of the plain query:
 * - only `select`s, and only when every parameter is a safe integer, a boolean or null and
 *   PostgreSQL inferred a matching type for it (the values are written into `EXECUTE` as
 *   literals, which is exact for those types); anything else runs as before;
 * - statements are prepared outside transactions only (a failed `PREPARE` must never abort a
 *   caller's transaction); inside one, already prepared statements are reused;
 * - schema changes drop every prepared statement;
 * - at most MAX_STATEMENTS are kept, least recently used out first.
 */
const MAX_STATEMENTS = 256;
/** A text seen this often gets prepared; one-off queries are not worth a PREPARE. */
const PREPARE_AFTER = 2;
const MAX_SEEN = 4096;

const integerTypes = new Set(["smallint", "integer", "bigint", "numeric", "real", "double precision"]);

interface Statement {
  name: string;
  types: string[];
}

/** `EXECUTE` arguments for these parameters, or null when they cannot be written exactly. */
export function executeArguments(params: readonly unknown[], types: readonly string[]): string | null {
  if (params.length !== types.length) return null;
  const out: string[] = [];
  for (const [i, p] of params.entries()) {
    const type = types[i] as string;
    if (p === null) out.push("null");
    else if (typeof p === "boolean" && type === "boolean") out.push(p ? "true" : "false");
    else if (typeof p === "number" && Number.isSafeInteger(p) && integerTypes.has(type)) out.push(String(p));
    else return null;
  }
  return out.join(", ");
}

const plainParams = (params: readonly unknown[]) =>
  params.every((p) => p === null || typeof p === "boolean" || (typeof p === "number" && Number.isSafeInteger(p)));

const isSelect = (sql: string) => /^\s*select\b/i.test(sql);
const isSchemaChange = (sql: string) => /^\s*(create|alter|drop|truncate|comment)\b/i.test(sql);
/** `cached plan must not change result type`, `prepared statement … does not exist`. */
const staleStatementCodes = new Set(["0A000", "26000"]);

type Queryable = Pick<PGlite, "query"> | Transaction;

export function withPreparedStatements(pglite: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  const seen = new Map<string, number>();
  const unpreparable = new Set<string>();
  const pending = new Map<string, Promise<Statement | null>>();
  let counter = 0;

  async function forgetAll(target: Queryable): Promise<void> {
    if (!statements.size) return;
    statements.clear();
    seen.clear();
    // Names are never reused, so a failure here only leaves an unused statement behind.
    await target.query("deallocate all").catch(() => {});
  }

  async function prepare(sql: string): Promise<Statement | null> {
    const name = `bb_stmt_${++counter}`;
    try {
      await pglite.query(`prepare ${name} as ${sql}`);
    } catch {
      // Bounded like `seen`: statements come from code, but their count is not a constant.
      if (unpreparable.size >= MAX_SEEN) unpreparable.clear();
      unpreparable.add(sql);
      return null;
    }
    const row = await pglite.query<{ types: string[] }>(
      "select parameter_types::text[] as types from pg_prepared_statements where name = $1",
      [name],
    );
    const statement = { name, types: row.rows[0]?.types ?? [] };
    statements.set(sql, statement);
    while (statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestSql);
      await pglite.query(`deallocate ${oldest.name}`).catch(() => {});
    }
    return statement;
  }

  async function query<T>(
    target: Queryable,
    inTransaction: boolean,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params ?? [];
    if (isSchemaChange(sql)) await forgetAll(target);
    else if (isSelect(sql) && plainParams(values) && !unpreparable.has(sql)) {
      let statement = statements.get(sql);
      if (!statement && !inTransaction) {
        const count = (seen.get(sql) ?? 0) + 1;
        if (seen.size >= MAX_SEEN) seen.clear();
        seen.set(sql, count);
        if (count >= PREPARE_AFTER) {
          seen.delete(sql);
          let preparing = pending.get(sql);
          if (!preparing) {
            preparing = prepare(sql).finally(() => pending.delete(sql));
            pending.set(sql, preparing);
          }
          statement = (await preparing) ?? undefined;
        }
      }
      const args = statement ? executeArguments(values, statement.types) : null;
      if (statement && args !== null) {
        // Most recently used last.
        statements.delete(sql);
        statements.set(sql, statement);
        try {
          return await target.query<T>(`execute ${statement.name}${args ? `(${args})` : ""}`, [], options);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (inTransaction || !code || !staleStatementCodes.has(code)) throw error;
          statements.delete(sql);
          await pglite.query(`deallocate ${statement.name}`).catch(() => {});
        }
      }
    }
    return target.query<T>(sql, params, options);
  }

  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(t, prop) {
        if (prop === "query")
          return <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
            query<T>(t, true, sql, params, options);
        const value = Reflect.get(t, prop, t);
        return typeof value === "function" ? value.bind(t) : value;
      },
    });

  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === "query")
        return <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
          query<T>(target, false, sql, params, options);
      if (prop === "transaction")
        return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(wrapTransaction(tx)));
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
