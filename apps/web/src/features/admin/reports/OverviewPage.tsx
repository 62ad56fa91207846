import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import { KpiCard } from "../charts/KpiCard.tsx";
import { SeriesChart } from "../charts/TrendChart.tsx";
import { NoActivity, ReportError, ReportSkeleton } from "./ReportStates.tsx";
import { ReportsFrame } from "./ReportsFrame.tsx";
import { useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

/** The admin home: plays, new users, uploads and active listeners against the previous range. */
export function OverviewPage() {
  const trpc = useTRPC();
  const { range } = useReportRange();
  const query = useQuery({ ...trpc.admin.reports.overview.queryOptions(range), placeholderData: (prev) => prev });
  const data = query.data;
  const previous = t("Previous period");
  const empty = data && Object.values(data.kpis).every((k) => k.value === 0 && k.previous === 0);
  return (
    <ReportsFrame tab="overview" range={data?.range}>
      {query.isError && !data ? <ReportError /> : null}
      {!data && query.isPending ? <ReportSkeleton /> : null}
      {data ? (
        <>
          <div className={s.kpis}>
            <KpiCard label={t("Plays")} value={data.kpis.plays.value} previous={data.kpis.plays.previous} />
            <KpiCard
              label={t("Active listeners")}
              value={data.kpis.activeListeners.value}
              previous={data.kpis.activeListeners.previous}
            />
            <KpiCard label={t("New users")} value={data.kpis.newUsers.value} previous={data.kpis.newUsers.previous} />
            <KpiCard label={t("Uploads")} value={data.kpis.uploads.value} previous={data.kpis.uploads.previous} />
          </div>
          {empty ? (
            <NoActivity
              title={t("No activity in this range")}
              message={t("Plays, sign-ups and uploads will show here as they happen. Try a longer range.")}
            />
          ) : (
            <div className={s.grid}>
              <div className={s.wide}>
                <AdminSection title={t("Plays")}>
                  <SeriesChart
                    title={t("Plays")}
                    data={data.series.plays}
                    bucket={data.range.bucket}
                    previousLabel={previous}
                    height={280}
                  />
                </AdminSection>
              </div>
              <AdminSection title={t("Active listeners")}>
                <SeriesChart
                  title={t("Active listeners")}
                  data={data.series.activeListeners}
                  bucket={data.range.bucket}
                  previousLabel={previous}
                />
              </AdminSection>
              <AdminSection title={t("New users")}>
                <SeriesChart
                  title={t("New users")}
                  data={data.series.newUsers}
                  bucket={data.range.bucket}
                  previousLabel={previous}
                  kind="columns"
                />
              </AdminSection>
              <div className={s.wide}>
                <AdminSection title={t("Uploads")}>
                  <SeriesChart
                    title={t("Uploads")}
                    data={data.series.uploads}
                    bucket={data.range.bucket}
                    previousLabel={previous}
                    kind="columns"
                    height={200}
                  />
                </AdminSection>
              </div>
            </div>
          )}
        </>
      ) : null}
    </ReportsFrame>
  );
}

export { OverviewPage as Component };
