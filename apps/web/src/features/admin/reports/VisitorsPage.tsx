import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminSection } from "../AdminPage.tsx";
import { KpiCard } from "../charts/KpiCard.tsx";
import { SeriesChart } from "../charts/TrendChart.tsx";
import { countryName, deviceName } from "./labels.ts";
import { RankedSection } from "./RankedSection.tsx";
import { NoActivity, ReportError, ReportSkeleton } from "./ReportStates.tsx";
import { ReportsFrame } from "./ReportsFrame.tsx";
import { useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

/**
 * Page views counted by the site itself (no third-party tracker): views, daily-unique visitors,
 * top pages, referrers, browsers, countries and devices.
 */
export function VisitorsPage() {
  const trpc = useTRPC();
  const { range } = useReportRange();
  const query = useQuery({ ...trpc.admin.reports.visitors.queryOptions(range), placeholderData: (prev) => prev });
  const data = query.data;
  const views = t("Page views");
  const visitors = t("Visitors");
  const previous = t("Previous period");
  return (
    <ReportsFrame tab="visitors" range={data?.range}>
      {query.isError && !data ? <ReportError /> : null}
      {!data && query.isPending ? <ReportSkeleton kpis={2} /> : null}
      {data ? (
        <>
          <div className={s.kpis}>
            <KpiCard label={views} value={data.kpis.views.value} previous={data.kpis.views.previous} />
            <KpiCard label={visitors} value={data.kpis.visitors.value} previous={data.kpis.visitors.previous} />
          </div>
          {data.kpis.views.value === 0 && data.kpis.views.previous === 0 ? (
            <NoActivity
              title={t("No page views in this range")}
              message={t(
                "Views are counted by the site itself. Visitors who ask not to be tracked, or who have not accepted the cookie notice while it is on, are not counted.",
              )}
            />
          ) : (
            <div className={s.grid}>
              <div className={s.wide}>
                <AdminSection title={views}>
                  <SeriesChart
                    title={views}
                    data={data.series.views}
                    bucket={data.range.bucket}
                    previousLabel={previous}
                    height={280}
                  />
                </AdminSection>
              </div>
              <div className={s.wide}>
                <AdminSection title={visitors}>
                  <SeriesChart
                    title={visitors}
                    data={data.series.visitors}
                    bucket={data.range.bucket}
                    previousLabel={previous}
                    kind="columns"
                    height={200}
                  />
                  <p className={s.quiet}>
                    {t(
                      "A visitor is recognised for one day only: no cookie and no address is kept, so a visitor who returns on another day counts again.",
                    )}
                  </p>
                </AdminSection>
              </div>
              <RankedSection
                title={t("Top pages")}
                nameHeader={t("Page")}
                secondaryHeader={visitors}
                valueHeader={views}
                rows={data.topPages}
                testId="top-pages"
              />
              <RankedSection
                title={t("Referrers")}
                nameHeader={t("Source")}
                secondaryHeader={visitors}
                valueHeader={views}
                rows={data.referrers}
                name={(row) => row.key ?? t("Direct or unknown")}
              />
              <RankedSection
                title={t("Browsers")}
                nameHeader={t("Browser")}
                valueHeader={views}
                rows={data.browsers}
                ofTotal
              />
              <RankedSection
                title={t("Countries")}
                nameHeader={t("Country")}
                valueHeader={views}
                rows={data.countries}
                name={(row) => countryName(row.key)}
                ofTotal
              />
              <RankedSection
                title={t("Devices")}
                nameHeader={t("Device")}
                valueHeader={views}
                rows={data.devices}
                name={(row) => deviceName(row.key)}
                ofTotal
              />
            </div>
          )}
        </>
      ) : null}
    </ReportsFrame>
  );
}

export { VisitorsPage as Component };
