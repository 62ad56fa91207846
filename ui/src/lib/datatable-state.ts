/**
 * A datatable's state and its URL form, so a filtered view is a bookmark and the back button
 * walks through past views: `?page=2&perPage=25&orderBy=name&orderDir=asc&query=neon
 * &f.verified=true&f.created_at=2026-01-01..2026-01-31&cols=name,plays`.
 */
export type DataTableFilterValue = boolean | string | number | { from?: string; to?: string };

export type DataTableFilterDef =
  | { key: string; label: string; kind: "boolean"; trueLabel?: string; falseLabel?: string }
  | { key: string; label: string; kind: "select"; options: { value: string; label: string }[] }
  | { key: string; label: string; kind: "dateRange" };

export interface DataTableState {
  page: number;
  perPage: number;
  orderBy?: string;
  orderDir?: "asc" | "desc";
  query: string;
  filters: Record<string, DataTableFilterValue>;
  /** Visible column keys, or null for the table's defaults. */
  columns: string[] | null;
}

export interface DataTableShape {
  sortable: string[];
  filters: DataTableFilterDef[];
  columns: string[];
  perPageOptions: readonly number[];
  defaultPerPage: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseFilter(def: DataTableFilterDef, raw: string): DataTableFilterValue | undefined {
  if (def.kind === "boolean") return raw === "true" ? true : raw === "false" ? false : undefined;
  if (def.kind === "select") return def.options.some((o) => o.value === raw) ? raw : undefined;
  const [from = "", to = ""] = raw.split("..");
  const range = { ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) };
  return range.from || range.to ? range : undefined;
}

/** Reads the state from a query string; anything unknown or malformed falls back to the default. */
export function readDataTableState(params: URLSearchParams, shape: DataTableShape): DataTableState {
  const page = Number(params.get("page"));
  const perPage = Number(params.get("perPage"));
  const orderBy = params.get("orderBy") ?? undefined;
  const orderDir = params.get("orderDir");
  const filters: Record<string, DataTableFilterValue> = {};
  for (const def of shape.filters) {
    const raw = params.get(`f.${def.key}`);
    const value = raw === null ? undefined : parseFilter(def, raw);
    if (value !== undefined) filters[def.key] = value;
  }
  const cols = params.get("cols");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: shape.perPageOptions.includes(perPage) ? perPage : shape.defaultPerPage,
    ...(orderBy && shape.sortable.includes(orderBy) ? { orderBy } : {}),
    ...(orderBy && shape.sortable.includes(orderBy) && (orderDir === "asc" || orderDir === "desc") ? { orderDir } : {}),
    query: (params.get("query") ?? "").slice(0, 200),
    filters,
    columns: cols === null ? null : cols.split(",").filter((c) => shape.columns.includes(c)),
  };
}

/** Writes the state into a query string, leaving defaults out and other parameters alone. */
export function writeDataTableState(
  state: DataTableState,
  shape: DataTableShape,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()])
    if (["page", "perPage", "orderBy", "orderDir", "query", "cols"].includes(key) || key.startsWith("f."))
      params.delete(key);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.perPage !== shape.defaultPerPage) params.set("perPage", String(state.perPage));
  if (state.orderBy) {
    params.set("orderBy", state.orderBy);
    params.set("orderDir", state.orderDir ?? "asc");
  }
  if (state.query) params.set("query", state.query);
  for (const [key, value] of Object.entries(state.filters)) {
    if (typeof value === "object") params.set(`f.${key}`, `${value.from ?? ""}..${value.to ?? ""}`);
    else params.set(`f.${key}`, String(value));
  }
  if (state.columns) params.set("cols", state.columns.join(","));
  return params;
}

/** How a filter chip reads: 'Verified: Yes', 'Created: Jan 1 – Jan 31'. */
export function filterChipText(def: DataTableFilterDef, value: DataTableFilterValue, yes: string, no: string): string {
  if (def.kind === "boolean") return value ? (def.trueLabel ?? yes) : (def.falseLabel ?? no);
  if (def.kind === "select") return def.options.find((o) => o.value === value)?.label ?? String(value);
  const range = typeof value === "object" ? value : {};
  return `${range.from ?? "…"} – ${range.to ?? "…"}`;
}
