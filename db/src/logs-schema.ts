import type { ColumnType, Generated, Selectable } from "kysely";

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0820: every mail the server sent or failed to send, with its (bounded) body. */
export interface MailLogTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  template: string | null;
  transport: string;
  status: "sent" | "failed";
  error: string | null;
  html: Generated<string>;
  body_truncated: Generated<boolean>;
  created_at: Generated<Date>;
}

export type JobRunResult = "running" | "succeeded" | "failed";

/** Migration 0820: one run of scheduled or queued work (media jobs, imports, sweeps, pruning). */
export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
  duration_ms: number | null;
  result: Generated<JobRunResult>;
  error: string | null;
  detail: string | null;
  /** Migration 1a01: the library scan this run was (its counts and failed files). */
  library_scan_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LogsDB {
  mail_log: MailLogTable;
  job_runs: JobRunsTable;
}

export type MailLogRow = Selectable<MailLogTable>;
export type JobRunRow = Selectable<JobRunsTable>;
