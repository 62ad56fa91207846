import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Executor } from "./repositories/executor.ts";
import type { DB } from "./schema.ts";

/**
 * The one server-side listing contract behind every admin datatable: a page of rows, sorted by
 * a named column, narrowed by a free-text search and by named filters. A listing is declared
 * once per entity (its table, columns, search and filters); `runListing` and `exportListing`
 * are the only code that pages, counts and sorts.
 */
export type ListingFilterValue = boolean | number | string | { from?: string; to?: string };

export interface ListingQuery {
  page: number;
  perPage: number;
  orderBy?: string;
  orderDir?: "asc" | "desc";
  query?: string;
  filters?: Record<string, ListingFilterValue>;
}

export interface ListingPage<T> {
  data: T[];
  /** Exact up to COUNT_CAP matching rows; beyond it the planner's estimate (`totalIsEstimate`). */
  total: number;
  totalIsEstimate: boolean;
  page: number;
  perPage: number;
  lastPage: number;
}

type Eb<TB extends keyof DB> = ExpressionBuilder<DB, TB>;

export interface ListingFilter<TB extends keyof DB> {
  /** How the screen offers it: a yes/no chip, a date range, a choice, or a number. */
  kind: "boolean" | "dateRange" | "select" | "number";
  where(eb: Eb<TB>, value: ListingFilterValue): Expression<SqlBool>;
}

export interface ListingDefinition<TB extends keyof DB, O> {
  /** The table (with joins that never multiply rows); no select list. */
  from(db: Executor): SelectQueryBuilder<DB, TB, object>;
  /** Adds the select list of one row. */
  select(qb: SelectQueryBuilder<DB, TB, object>): SelectQueryBuilder<DB, TB, O>;
  /** Sortable columns by the name the screen uses. */
  sorts: Record<string, (eb: Eb<TB>) => Expression<unknown>>;
  defaultSort: { column: string; direction: "asc" | "desc" };
  /** A unique column that breaks ties, so pages never overlap. */
  tieBreaker: (eb: Eb<TB>) => Expression<unknown>;
  search?(eb: Eb<TB>, term: string): Expression<SqlBool>;
  filters?: Record<string, ListingFilter<TB>>;
}

export function defineListing<TB extends keyof DB, O>(def: ListingDefinition<TB, O>): ListingDefinition<TB, O> {
  return def;
}

/** Why a query cannot run: the field it names and the message, for a 422 at the caller. */
export class ListingQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function conditions<TB extends keyof DB, O>(def: ListingDefinition<TB, O>, q: ListingQuery) {
  for (const key of Object.keys(q.filters ?? {}))
    if (!def.filters?.[key]) throw new ListingQueryError(`filters.${key}`, "This filter does not exist.");
  if (q.orderBy && !def.sorts[q.orderBy]) throw new ListingQueryError("orderBy", "This column cannot be sorted.");
  return (eb: Eb<TB>) => {
    const parts: Expression<SqlBool>[] = [];
    const term = q.query?.trim();
    if (term && def.search) parts.push(def.search(eb, term));
    for (const [key, value] of Object.entries(q.filters ?? {})) {
      const filter = def.filters?.[key];
      if (filter) parts.push(filter.where(eb, value));
    }
    return eb.and(parts);
  };
}

function ordered<TB extends keyof DB, R>(
  def: ListingDefinition<TB, unknown>,
  q: ListingQuery,
  qb: SelectQueryBuilder<DB, TB, R>,
): SelectQueryBuilder<DB, TB, R> {
  const column = q.orderBy ?? def.defaultSort.column;
  const direction = q.orderBy ? (q.orderDir ?? "asc") : def.defaultSort.direction;
  const sort = def.sorts[column] ?? def.sorts[def.defaultSort.column];
  if (!sort) return qb;
  // The column and the tie-breaker run the same way, so one (column, id) index serves both
  // directions; default null placement keeps that index usable.
  return qb
    .orderBy((eb) => sql`${sort(eb)} ${sql.raw(direction)}`)
    .orderBy((eb) => sql`${def.tieBreaker(eb)} ${sql.raw(direction)}`);
}

/**
 * Counting every match is the dominant cost of a page on a big table (a full scan of 100k
 * tracks), so matches are counted exactly only up to this many; past it the total is the
 * planner's row estimate, shown as "about".
 */
export const COUNT_CAP = 10_000;

async function countRows<TB extends keyof DB>(
  db: Executor,
  filtered: SelectQueryBuilder<DB, TB, object>,
): Promise<{ count: number; estimate: boolean }> {
  const capped = await db
    .selectFrom(
      filtered
        .select(sql<number>`1`.as("one"))
        .limit(COUNT_CAP + 1)
        .as("capped"),
    )
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirst();
  const count = Number(capped?.total ?? 0);
  if (count <= COUNT_CAP) return { count, estimate: false };
  const plan = (await filtered.select(sql<number>`1`.as("one")).explain("json"))[0]?.["QUERY PLAN"] as
    | { Plan?: { "Plan Rows"?: number } }[]
    | undefined;
  const estimated = Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return { count: Math.max(COUNT_CAP + 1, estimated), estimate: true };
}

export async function runListing<TB extends keyof DB, O>(
  db: Executor,
  def: ListingDefinition<TB, O>,
  q: ListingQuery,
): Promise<ListingPage<O>> {
  const where = conditions(def, q);
  const filtered = def.from(db).where(where);
  // The page's keys first, from the narrow table alone, then the full rows of just those keys:
  // a deep page never computes the row columns (artist names, counts) of the rows it skips.
  const keys = ordered(
    def,
    q,
    filtered.select((eb) => sql`${def.tieBreaker(eb)}`.as("listing_key")),
  )
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total, rows] = await Promise.all([
    countRows(db, filtered),
    ordered(
      def,
      q,
      def.select(def.from(db)).where((eb) => eb(def.tieBreaker(eb), "in", keys)),
    ).execute(),
  ]);
  return {
    data: rows as O[],
    total: total.count,
    totalIsEstimate: total.estimate,
    page: q.page,
    perPage: q.perPage,
    lastPage: Math.max(1, Math.ceil(total.count / q.perPage)),
  };
}

/**
 * Every row the query matches, in its order, a chunk at a time (for CSV export): the ordered keys
 * once, then the rows of each chunk of keys, so the cost grows with the row count, not its square.
 */
export async function* exportListing<TB extends keyof DB, O>(
  db: Executor,
  def: ListingDefinition<TB, O>,
  q: Omit<ListingQuery, "page" | "perPage">,
  options: { chunk?: number; max: number },
): AsyncGenerator<O[]> {
  const query = { ...q, page: 1, perPage: 1 };
  const where = conditions(def, query);
  const keys = await ordered(
    def,
    query,
    def
      .from(db)
      .where(where)
      .select((eb) => sql<unknown>`${def.tieBreaker(eb)}`.as("listing_key")),
  )
    .limit(options.max)
    .execute();
  const chunk = options.chunk ?? 1000;
  for (let i = 0; i < keys.length; i += chunk) {
    const slice = keys.slice(i, i + chunk).map((k) => k.listing_key);
    yield (await ordered(
      def,
      query,
      def.select(def.from(db)).where((eb) => eb(def.tieBreaker(eb), "in", slice)),
    ).execute()) as O[];
  }
}

/** Sorts by plain columns of the listing's table, each under its own name. */
export function columnSorts(table: string, columns: string[]): Record<string, () => Expression<unknown>> {
  return Object.fromEntries(columns.map((column) => [column, () => sql.ref(`${table}.${column}`)]));
}

/** A yes/no chip: `true` keeps the rows where `expr` holds, `false` the others. */
export function booleanFilter<TB extends keyof DB>(expr: (eb: Eb<TB>) => Expression<SqlBool>): ListingFilter<TB> {
  return {
    kind: "boolean",
    where: (eb, value) => (value === true || value === "true" ? expr(eb) : eb.not(expr(eb))),
  };
}

/** A created-between chip: `from` and `to` are `YYYY-MM-DD` days, both included. */
export function dateRangeFilter<TB extends keyof DB>(column: (eb: Eb<TB>) => Expression<unknown>): ListingFilter<TB> {
  return {
    kind: "dateRange",
    where: (eb, value) => {
      const range = typeof value === "object" ? value : {};
      const parts: Expression<SqlBool>[] = [];
      if (range.from) parts.push(sql<SqlBool>`${column(eb)} >= ${range.from}::date`);
      if (range.to) parts.push(sql<SqlBool>`${column(eb)} < ${range.to}::date + 1`);
      return eb.and(parts);
    },
  };
}

/** A choice among fixed values, compared with `=`. */
export function selectFilter<TB extends keyof DB>(column: (eb: Eb<TB>) => Expression<unknown>): ListingFilter<TB> {
  return { kind: "select", where: (_eb, value) => sql<SqlBool>`${column(_eb)} = ${String(value)}` };
}
