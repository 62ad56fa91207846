import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { KpiRow, noActivity, ReportPage, SeriesSection } from "./ReportParts.tsx";
import { NoActivity } from "./ReportStates.tsx";
import { useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

/** The admin home: plays, new users, uploads and active listeners against the previous range. */
export function OverviewPage() {
  const trpc = useTRPC();
  const { range } = useReportRange();
  const query = useQuery({ ...trpc.admin.reports.overview.queryOptions(range), placeholderData: (prev) => prev });
  return (
    <ReportPage tab="overview" query={query}>
      {(data) => {
        const { kpis, series } = data;
        const bucket = data.range.bucket;
        return (
          <>
            <KpiRow
              cards={[
                [t("Plays"), kpis.plays],
                [t("Active listeners"), kpis.activeListeners],
                [t("New users"), kpis.newUsers],
                [t("Uploads"), kpis.uploads],
              ]}
            />
            {Object.values(kpis).every(noActivity) ? (
              <NoActivity
                title={t("No activity in this range")}
                message={t("Plays, sign-ups and uploads will show here as they happen. Try a longer range.")}
              />
            ) : (
              <div className={s.grid}>
                <SeriesSection wide title={t("Plays")} data={series.plays} bucket={bucket} height={280} />
                <SeriesSection title={t("Active listeners")} data={series.activeListeners} bucket={bucket} />
                <SeriesSection title={t("New users")} data={series.newUsers} bucket={bucket} kind="columns" />
                <SeriesSection
                  wide
                  title={t("Uploads")}
                  data={series.uploads}
                  bucket={bucket}
                  kind="columns"
                  height={200}
                />
              </div>
            )}
          </>
        );
      }}
    </ReportPage>
  );
}

export { OverviewPage as Component };
