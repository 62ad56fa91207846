import { columnSorts, dateRangeFilter, defineListing, selectFilter } from "../listing.ts";
import { textSearch } from "./search.ts";

/** Every run of scheduled or queued work, newest first (the schedule log's history). */
export interface JobRunListRow {
  id: number;
  name: string;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
  result: "running" | "succeeded" | "failed";
  error: string | null;
  detail: string | null;
  /** A library scan's run: the scan whose counts and failed files the log opens. */
  library_scan_id: number | null;
}

export const jobRunsListing = defineListing<"job_runs", JobRunListRow>({
  from: (db) => db.selectFrom("job_runs"),
  select: (qb) =>
    qb.select([
      "job_runs.id",
      "job_runs.name",
      "job_runs.started_at",
      "job_runs.finished_at",
      "job_runs.duration_ms",
      "job_runs.result",
      "job_runs.error",
      "job_runs.detail",
      "job_runs.library_scan_id",
    ]),
  sorts: {
    ...columnSorts("job_runs", ["id", "name", "started_at", "duration_ms"]),
  },
  defaultSort: { column: "started_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("job_runs.id"),
  search: textSearch("job_runs.name", "job_runs.error", "job_runs.detail"),
  filters: {
    name: selectFilter((eb) => eb.ref("job_runs.name")),
    result: selectFilter((eb) => eb.ref("job_runs.result")),
    started_at: dateRangeFilter((eb) => eb.ref("job_runs.started_at")),
  },
});
