import type { ColumnType, Generated } from "kysely";

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 2026_11_28_0100: a user's Subsonic app password, encrypted with the app secret. */
export interface SubsonicPasswordsTable {
  user_id: number;
  secret: string;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
}

/** Migration 2026_11_28_0100: a user's 1–5 star rating of a track, album or artist. */
export interface SubsonicRatingsTable {
  user_id: number;
  item_type: "track" | "album" | "artist";
  item_id: number;
  rating: number;
}

/** Migration 2026_11_28_0100: the queue a Subsonic app saved, to resume on another device. */
export interface SubsonicPlayQueuesTable {
  user_id: number;
  track_ids: number[];
  current_track_id: number | null;
  position_ms: Generated<number>;
  changed_by: Generated<string>;
  changed_at: Generated<Date>;
}

/** Migration 2026_11_28_0100: what each of a user's players reported playing, for getNowPlaying. */
export interface SubsonicNowPlayingTable {
  user_id: number;
  player: string;
  track_id: number;
  started_at: Generated<Date>;
}

export interface SubsonicDB {
  subsonic_passwords: SubsonicPasswordsTable;
  subsonic_ratings: SubsonicRatingsTable;
  subsonic_play_queues: SubsonicPlayQueuesTable;
  subsonic_now_playing: SubsonicNowPlayingTable;
}
