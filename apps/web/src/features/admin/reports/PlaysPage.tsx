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
import { rangeSearch, useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

/** The insights report over every play: trend, top tracks, artists, albums, countries, devices. */
export function PlaysPage() {
  const trpc = useTRPC();
  const { range } = useReportRange();
  const query = useQuery({ ...trpc.admin.reports.plays.queryOptions(range), placeholderData: (prev) => prev });
  const data = query.data;
  const search = rangeSearch(range);
  const plays = t("Plays");
  return (
    <ReportsFrame tab="plays" range={data?.range}>
      {query.isError && !data ? <ReportError /> : null}
      {!data && query.isPending ? <ReportSkeleton kpis={3} /> : null}
      {data ? (
        <>
          <div className={s.kpis}>
            <KpiCard label={plays} value={data.kpis.plays.value} previous={data.kpis.plays.previous} />
            <KpiCard label={t("Listeners")} value={data.kpis.listeners.value} previous={data.kpis.listeners.previous} />
            <KpiCard
              label={t("Hours listened")}
              value={data.kpis.listenedHours.value}
              previous={data.kpis.listenedHours.previous}
            />
          </div>
          {data.kpis.plays.value === 0 && data.kpis.plays.previous === 0 ? (
            <NoActivity
              title={t("No plays in this range")}
              message={t("A play counts after 30 seconds of listening. Try a longer range.")}
            />
          ) : (
            <div className={s.grid}>
              <div className={s.wide}>
                <AdminSection title={plays}>
                  <SeriesChart
                    title={plays}
                    data={data.series.plays}
                    bucket={data.range.bucket}
                    previousLabel={t("Previous period")}
                    height={280}
                  />
                </AdminSection>
              </div>
              <RankedSection
                title={t("Top tracks")}
                nameHeader={t("Track")}
                valueHeader={plays}
                rows={data.topTracks}
                linkTo={(row) => `/admin/tracks/${row.id}/insights${search}`}
                testId="top-tracks"
              />
              <RankedSection
                title={t("Top artists")}
                nameHeader={t("Artist")}
                valueHeader={plays}
                rows={data.topArtists}
                linkTo={(row) => `/admin/artists/${row.id}/insights${search}`}
              />
              <RankedSection
                title={t("Top albums")}
                nameHeader={t("Album")}
                valueHeader={plays}
                rows={data.topAlbums}
                linkTo={(row) => `/admin/albums/${row.id}/insights${search}`}
              />
              <RankedSection
                title={t("Countries")}
                nameHeader={t("Country")}
                valueHeader={plays}
                rows={data.countries}
                name={(row) => countryName(row.key)}
                ofTotal
              />
              <RankedSection
                title={t("Devices")}
                nameHeader={t("Device")}
                valueHeader={plays}
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

export { PlaysPage as Component };
