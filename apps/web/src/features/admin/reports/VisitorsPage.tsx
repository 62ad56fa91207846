import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { audience, KpiRow, noActivity, RankedSections, ReportPage, SeriesSection } from "./ReportParts.tsx";
import { NoActivity } from "./ReportStates.tsx";
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
  const views = t("Page views");
  const visitors = t("Visitors");
  return (
    <ReportPage tab="visitors" query={query} kpis={2}>
      {(data) => (
        <>
          <KpiRow
            cards={[
              [views, data.kpis.views],
              [visitors, data.kpis.visitors],
            ]}
          />
          {noActivity(data.kpis.views) ? (
            <NoActivity
              title={t("No page views in this range")}
              message={t(
                "Views are counted by the site itself. Visitors who ask not to be tracked, or who have not accepted the cookie notice while it is on, are not counted.",
              )}
            />
          ) : (
            <div className={s.grid}>
              <SeriesSection wide title={views} data={data.series.views} bucket={data.range.bucket} height={280} />
              <SeriesSection
                wide
                title={visitors}
                data={data.series.visitors}
                bucket={data.range.bucket}
                kind="columns"
                height={200}
              >
                <p className={s.quiet}>
                  {t(
                    "A visitor is recognised for one day only: no cookie and no address is kept, so a visitor who returns on another day counts again.",
                  )}
                </p>
              </SeriesSection>
              <RankedSections
                valueHeader={views}
                sections={[
                  {
                    title: t("Top pages"),
                    nameHeader: t("Page"),
                    secondaryHeader: visitors,
                    rows: data.topPages,
                    testId: "top-pages",
                  },
                  {
                    title: t("Referrers"),
                    nameHeader: t("Source"),
                    secondaryHeader: visitors,
                    rows: data.referrers,
                    name: (row) => row.key ?? t("Direct or unknown"),
                  },
                  audience("browsers", data.browsers),
                  audience("countries", data.countries),
                  audience("devices", data.devices),
                ]}
              />
            </div>
          )}
        </>
      )}
    </ReportPage>
  );
}

export { VisitorsPage as Component };
