import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 2026_11_28_2b01: a user's link to a scrobbling service. */
export interface ScrobbleConnectionsTable {
  user_id: number;
  /** `listenbrainz` or `lastfm`. */
  service: string;
  account_name: string;
  /** The ListenBrainz token or Last.fm session key, sealed with the app secret. */
  secret_sealed: string;
  /** `active`, or `failed` once the service refused the credentials. */
  status: Generated<string>;
  failure: string | null;
  connected_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 2026_11_28_2b01: a now-playing notice or listen waiting for its service. */
export interface ScrobbleOutboxTable {
  id: Generated<number>;
  user_id: number;
  service: string;
  /** `now_playing` or `listen`. */
  kind: string;
  /** The play a listen came from; one listen per play and service. */
  play_key: string | null;
  payload: ColumnType<unknown, unknown, unknown>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  delivered_at: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
}

export interface ScrobblingDB {
  scrobble_connections: ScrobbleConnectionsTable;
  scrobble_outbox: ScrobbleOutboxTable;
}
