import type { AppRouter, ListingRow } from "@backbeat/api/types";
import { type DataTableColumn, type DataTableFilterDef, RelativeTime, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Link, useSearchParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import { selectFilter } from "../datatable/filters.ts";
import { timeColumn } from "./columns.tsx";
import { formatDuration } from "./format.ts";
import { logsPage } from "./LogsFrame.tsx";
import * as s from "./logs.css.ts";
import { ResultBadge } from "./ResultBadge.tsx";
import { ScanDialog } from "./ScanDialog.tsx";

type Job = inferRouterOutputs<AppRouter>["admin"]["logs"]["schedule"][number];

type RunRow = ListingRow<"job_runs">;

export const SchedulePage = logsPage("schedule", Schedule);

/** `?scan=<id>` opens a library scan's details, so a scan's run links to them. */
function useOpenScan() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("scan"));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const linkTo = (scanId: number) => {
    const next = new URLSearchParams(params);
    next.set("scan", String(scanId));
    return `?${next}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete("scan");
    setParams(next, { replace: true });
  };
  return { id, linkTo, close };
}

function Schedule() {
  const trpc = useTRPC();
  const scan = useOpenScan();
  const jobs = useQuery({ ...trpc.admin.logs.schedule.queryOptions(), refetchInterval: 30_000 });
  const columns: DataTableColumn<RunRow>[] = [
    { key: "name", header: t("Job"), sortable: true, isRowHeader: true, render: (r) => <code>{r.name}</code> },
    timeColumn("started_at", t("Started")),
    {
      key: "duration_ms",
      header: t("Duration"),
      sortable: true,
      align: "end",
      render: (r) => formatDuration(r.duration_ms),
    },
    { key: "result", header: t("Result"), render: (r) => <ResultBadge result={r.result} /> },
    {
      key: "detail",
      header: t("Details"),
      render: (r) => (
        <span className={s.runDetail}>
          {r.error ? <span className={s.error}>{r.error}</span> : <span className={s.muted}>{r.detail ?? ""}</span>}
          {r.library_scan_id ? (
            <Link className={s.historyLink} to={scan.linkTo(r.library_scan_id)}>
              {t("Scan details")}
            </Link>
          ) : null}
        </span>
      ),
    },
  ];
  const filters: DataTableFilterDef[] = [
    {
      key: "name",
      label: t("Job"),
      kind: "select",
      options: (jobs.data ?? []).map((j) => ({ value: j.name, label: t(j.label) })),
    },
    selectFilter("result", t("Result"), { succeeded: t("Succeeded"), failed: t("Failed"), running: t("Running") }),
    { key: "started_at", label: t("Started"), kind: "dateRange" },
  ];
  return (
    <>
      {jobs.data ? (
        <div className={s.jobs}>
          {jobs.data.map((job) => (
            <JobCard key={job.name} job={job} />
          ))}
        </div>
      ) : (
        <Skeleton height={180} />
      )}
      <AdminSection title={t("History")}>
        <AdminDatatable
          resource="job_runs"
          columns={columns}
          filters={filters}
          searchLabel={t("Search runs")}
          defaultPerPage={25}
          emptyState={{ title: t("No runs yet"), message: t("Runs show up here as jobs start.") }}
        />
      </AdminSection>
      <ScanDialog id={scan.id} onClose={scan.close} />
    </>
  );
}

function JobCard({ job }: { job: Job }) {
  const run = job.lastRun;
  return (
    <article className={s.job} aria-label={t(job.label)}>
      <div className={s.jobHead}>
        <div>
          <h3 className={s.jobName}>{t(job.label)}</h3>
          <span className={s.jobId}>{job.name}</span>
        </div>
        {run ? <ResultBadge result={run.result} /> : null}
      </div>
      {job.description ? <p className={s.muted}>{t(job.description)}</p> : null}
      {job.schedule ? <p className={s.muted}>{t(job.schedule)}</p> : null}
      {run?.error ? <p className={s.error}>{run.error}</p> : null}
      <div className={s.jobStats}>
        <span className={s.stat}>
          <span className={s.statLabel}>{t("Last run")}</span>
          {run ? <RelativeTime date={run.startedAt} /> : t("Never")}
        </span>
        <span className={s.stat}>
          <span className={s.statLabel}>{t("Took")}</span>
          {formatDuration(run?.durationMs)}
        </span>
        <span className={s.stat}>
          <span className={s.statLabel}>{t("Last 24 h")}</span>
          {t("{runs, plural, one {# run} other {# runs}}", { runs: job.runs24h })}
          {job.failures24h ? `, ${t(":failed failed", { failed: job.failures24h })}` : null}
        </span>
        {run ? (
          <Link className={s.historyLink} to={`/admin/logs/schedule?f.name=${encodeURIComponent(job.name)}`}>
            {t("History")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
