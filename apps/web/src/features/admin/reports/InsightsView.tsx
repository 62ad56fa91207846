import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";
import { t } from "@/global/i18n.ts";
import { AdminSection } from "../AdminPage.tsx";
import { KpiCard } from "../charts/KpiCard.tsx";
import { SeriesChart } from "../charts/TrendChart.tsx";
import { countryName, deviceName, sourceName } from "./labels.ts";
import { RankedSection } from "./RankedSection.tsx";
import { NoActivity } from "./ReportStates.tsx";
import * as s from "./reports.css.ts";

/** What `admin.reports.itemInsights` and `backstage.insights.item` both answer. */
export type ItemInsightsData = inferRouterOutputs<AppRouter>["admin"]["reports"]["itemInsights"];

/**
 * A track's, album's or artist's insights: totals against the previous period, plays and
 * listeners over time, what was played and where plays came from. Each chart has its table.
 * `linkTo` says where a top track or album leads (the admin and backstage insight pages).
 */
export function InsightsView({
  data,
  linkTo,
}: {
  data: ItemInsightsData;
  linkTo?: (kind: "track" | "album", id: number) => string | null;
}) {
  const kind = data.item.kind;
  const plays = t("Plays");
  const previous = t("Previous period");
  const { kpis } = data;
  return (
    <>
      <div className={s.kpis}>
        <KpiCard label={plays} value={kpis.plays.value} previous={kpis.plays.previous} />
        <KpiCard label={t("Listeners")} value={kpis.listeners.value} previous={kpis.listeners.previous} />
        <KpiCard label={t("Hours listened")} value={kpis.listenedHours.value} previous={kpis.listenedHours.previous} />
        <KpiCard label={t("Likes")} value={kpis.likes.value} previous={kpis.likes.previous} />
        <KpiCard label={t("Reposts")} value={kpis.reposts.value} previous={kpis.reposts.previous} />
        <KpiCard label={t("Playlist adds")} value={kpis.playlistAdds.value} previous={kpis.playlistAdds.previous} />
        {kpis.followers ? (
          <KpiCard label={t("New followers")} value={kpis.followers.value} previous={kpis.followers.previous} />
        ) : null}
      </div>
      {kpis.plays.value === 0 && kpis.plays.previous === 0 ? (
        <NoActivity
          title={t("No plays in this range")}
          message={t("Plays of this :kind will show here once people listen. Try a longer range.", { kind: t(kind) })}
        />
      ) : (
        <div className={s.grid}>
          <div className={s.wide}>
            <AdminSection title={plays}>
              <SeriesChart
                title={plays}
                data={data.series.plays}
                bucket={data.range.bucket}
                previousLabel={previous}
                height={280}
              />
            </AdminSection>
          </div>
          <div className={s.wide}>
            <AdminSection title={t("Listeners")}>
              <SeriesChart
                title={t("Listeners")}
                data={data.series.listeners}
                bucket={data.range.bucket}
                previousLabel={previous}
                kind="columns"
                height={180}
              />
            </AdminSection>
          </div>
          {kind !== "track" ? (
            <RankedSection
              title={t("Top tracks")}
              nameHeader={t("Track")}
              valueHeader={plays}
              rows={data.topTracks}
              linkTo={linkTo ? (row) => (row.id ? linkTo("track", row.id) : null) : undefined}
              testId="insights-top-tracks"
            />
          ) : null}
          {kind === "artist" ? (
            <RankedSection
              title={t("Top albums")}
              nameHeader={t("Album")}
              valueHeader={plays}
              rows={data.topAlbums}
              linkTo={linkTo ? (row) => (row.id ? linkTo("album", row.id) : null) : undefined}
              testId="insights-top-albums"
            />
          ) : null}
          <RankedSection
            title={t("Sources")}
            nameHeader={t("Source")}
            valueHeader={plays}
            rows={data.sources}
            name={(row) => sourceName(row.key)}
            ofTotal
            testId="insights-sources"
          />
          <RankedSection
            title={t("Countries")}
            nameHeader={t("Country")}
            valueHeader={plays}
            rows={data.countries}
            name={(row) => countryName(row.key)}
            ofTotal
            testId="insights-countries"
          />
          <RankedSection
            title={t("Cities")}
            nameHeader={t("City")}
            valueHeader={plays}
            rows={data.cities.map((row) => ({ ...row, subtitle: row.subtitle ? countryName(row.subtitle) : null }))}
            testId="insights-cities"
          />
          <RankedSection
            title={t("Devices")}
            nameHeader={t("Device")}
            valueHeader={plays}
            rows={data.devices}
            name={(row) => deviceName(row.key)}
            ofTotal
            testId="insights-devices"
          />
          <RankedSection
            title={t("Platforms")}
            nameHeader={t("Platform")}
            valueHeader={plays}
            rows={data.platforms}
            ofTotal
            testId="insights-platforms"
          />
          <RankedSection
            title={t("Browsers")}
            nameHeader={t("Browser")}
            valueHeader={plays}
            rows={data.browsers}
            ofTotal
            testId="insights-browsers"
          />
        </div>
      )}
    </>
  );
}
