import type { ColumnType, Generated } from "kysely";

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 2026_11_28_1c01: a scheduled job's run for one slot, taken by one instance. */
export interface ScheduleClaimsTable {
  job: string;
  slot: string;
  claimed_at: Generated<Date>;
}

/** Migration 2026_11_28_1c01: a user's open e-mail digest window. */
export interface EmailDigestsTable {
  user_id: number;
  due_at: ColumnType<Date, Date | string, Date | string>;
  /** Set while an instance sends it; a crash mid-send lets another take it once this passes. */
  claimed_until: NullableTimestamp;
}

/** Migration 2026_11_28_1c01: one notification waiting in its user's digest window. */
export interface EmailDigestItemsTable {
  id: Generated<number>;
  user_id: number;
  data: ColumnType<unknown, unknown, unknown>;
  created_at: Generated<Date>;
}

export interface ClusterDB {
  schedule_claims: ScheduleClaimsTable;
  email_digests: EmailDigestsTable;
  email_digest_items: EmailDigestItemsTable;
}
