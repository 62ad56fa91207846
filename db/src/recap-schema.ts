import type { ColumnType } from "kysely";

type DayColumn = ColumnType<string, string | Date, string | Date>;

/** Migration 2026_11_28_1h01: one listener's plays of one track on one UTC day. */
export interface UserTrackDaysTable {
  user_id: number;
  day: DayColumn;
  track_id: number;
  plays: number;
  listened_ms: ColumnType<string, number | string | bigint | undefined, number | string | bigint>;
  first_played_at: Date;
}

/** Migration 2026_11_28_1h01: one listener's plays per hour of the day (their time zone) and year. */
export interface UserPlayHoursTable {
  user_id: number;
  year: number;
  hour: number;
  plays: number;
}

/** Migration 2026_11_28_1h01: one listener's plays of one artist in one year. */
export interface UserArtistYearsTable {
  user_id: number;
  year: number;
  artist_id: number;
  plays: number;
}

/** Migration 2026_11_28_1h01: a recap its owner made public. */
export interface RecapSharesTable {
  user_id: number;
  year: number;
  shared_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 2026_11_28_2z01: what a listener's own recap counted, kept between views. */
export interface RecapSnapshotsTable {
  user_id: number;
  year: number;
  version: ColumnType<string, number | string, number | string>;
  facts: ColumnType<unknown, unknown, unknown>;
  computed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface RecapDB {
  user_track_days: UserTrackDaysTable;
  user_play_hours: UserPlayHoursTable;
  user_artist_years: UserArtistYearsTable;
  recap_shares: RecapSharesTable;
  recap_snapshots: RecapSnapshotsTable;
}
