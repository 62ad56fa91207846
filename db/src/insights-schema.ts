import type { ColumnType } from "kysely";

export type InsightItemKindColumn = "track" | "album" | "artist";

/** Migration 2026_11_26_2010: plays per item, UTC day, dimension and value, kept as plays arrive. */
export interface PlayRollupsTable {
  item_kind: InsightItemKindColumn;
  item_id: number;
  /** `all` (totals), `source`, `device`, `platform`, `browser`, `country`, `city`, `track`, `album`. */
  dimension: string;
  day: ColumnType<string, string | Date, string | Date>;
  /** '' for an unknown value. */
  value: string;
  plays: number;
  listened_ms: ColumnType<string, number | string | bigint | undefined, number | string | bigint>;
}

/** Migration 2026_11_26_2010: a HyperLogLog sketch of one item's signed-in listeners on one UTC day. */
export interface PlayListenerSketchesTable {
  item_kind: InsightItemKindColumn;
  item_id: number;
  day: ColumnType<string, string | Date, string | Date>;
  sketch: Uint8Array;
}

/** Migration 2026_11_26_2011: the same rollups per calendar month (UTC), the sum of its days. */
export interface PlayRollupsMonthlyTable {
  item_kind: InsightItemKindColumn;
  item_id: number;
  dimension: string;
  /** The first day of the month. */
  month: ColumnType<string, string | Date, string | Date>;
  value: string;
  plays: number;
  listened_ms: ColumnType<string, number | string | bigint | undefined, number | string | bigint>;
}

/** Migration 2026_11_26_2011: the same sketch per item and calendar month (UTC), the union of its days. */
export interface PlayListenerMonthSketchesTable {
  item_kind: InsightItemKindColumn;
  item_id: number;
  /** The first day of the month. */
  month: ColumnType<string, string | Date, string | Date>;
  sketch: Uint8Array;
}

export interface InsightsDB {
  play_rollups: PlayRollupsTable;
  play_listener_sketches: PlayListenerSketchesTable;
  play_listener_month_sketches: PlayListenerMonthSketchesTable;
  play_rollups_monthly: PlayRollupsMonthlyTable;
}
