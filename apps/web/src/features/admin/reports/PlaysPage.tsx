import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { audience, KpiRow, noActivity, RankedSections, ReportPage, SeriesSection } from "./ReportParts.tsx";
import { NoActivity } from "./ReportStates.tsx";
import { rangeSearch, useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

/** The insights report over every play: trend, top tracks, artists, albums, countries, devices. */
export function PlaysPage() {
  const trpc = useTRPC();
  const { range } = useReportRange();
  const query = useQuery({ ...trpc.admin.reports.plays.queryOptions(range), placeholderData: (prev) => prev });
  const search = rangeSearch(range);
  const plays = t("Plays");
  return (
    <ReportPage tab="plays" query={query} kpis={3}>
      {(data) => (
        <>
          <KpiRow
            cards={[
              [plays, data.kpis.plays],
              [t("Listeners"), data.kpis.listeners],
              [t("Hours listened"), data.kpis.listenedHours],
            ]}
          />
          {noActivity(data.kpis.plays) ? (
            <NoActivity
              title={t("No plays in this range")}
              message={t("A play counts after 30 seconds of listening. Try a longer range.")}
            />
          ) : (
            <div className={s.grid}>
              <SeriesSection wide title={plays} data={data.series.plays} bucket={data.range.bucket} height={280} />
              <RankedSections
                valueHeader={plays}
                sections={[
                  {
                    title: t("Top tracks"),
                    nameHeader: t("Track"),
                    rows: data.topTracks,
                    linkTo: (row) => `/admin/tracks/${row.id}/insights${search}`,
                    testId: "top-tracks",
                  },
                  {
                    title: t("Top artists"),
                    nameHeader: t("Artist"),
                    rows: data.topArtists,
                    linkTo: (row) => `/admin/artists/${row.id}/insights${search}`,
                  },
                  {
                    title: t("Top albums"),
                    nameHeader: t("Album"),
                    rows: data.topAlbums,
                    linkTo: (row) => `/admin/albums/${row.id}/insights${search}`,
                  },
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

export { PlaysPage as Component };
