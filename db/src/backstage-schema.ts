import type { ColumnType, Generated, Selectable } from "kysely";

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;

export type BackstageRequestType = "verify-artist" | "become-artist" | "claim-artist";
export type BackstageRequestStatus = "pending" | "approved" | "denied";
export interface BackstageLink {
  url: string;
  label?: string;
}

/** Migration 0830: a listener's request to become, claim or verify an artist (docs/spec/2-product-areas.md §2 "Backstage"). */
export interface BackstageRequestsTable {
  id: Generated<number>;
  user_id: number;
  type: BackstageRequestType;
  artist_id: number | null;
  artist_name: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  links: JsonWithDefault<BackstageLink[]>;
  message: string | null;
  /** File entry ids of the proof the requester uploaded. */
  proof_file_ids: JsonWithDefault<number[]>;
  status: Generated<BackstageRequestStatus>;
  reviewer_id: number | null;
  reason: string | null;
  reviewed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface BackstageDB {
  backstage_requests: BackstageRequestsTable;
}

export type BackstageRequestRow = Selectable<BackstageRequestsTable>;
