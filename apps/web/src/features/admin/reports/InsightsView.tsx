import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";
import { t } from "@/global/i18n.ts";
import { countryName } from "./labels.ts";
import { audience, KpiRow, noActivity, RankedSections, SeriesSection } from "./ReportParts.tsx";
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
  const { kpis } = data;
  const bucket = data.range.bucket;
  return (
    <>
      <KpiRow
        cards={[
          [plays, kpis.plays],
          [t("Listeners"), kpis.listeners],
          [t("Hours listened"), kpis.listenedHours],
          [t("Likes"), kpis.likes],
          [t("Reposts"), kpis.reposts],
          [t("Playlist adds"), kpis.playlistAdds],
          [t("New followers"), kpis.followers],
        ]}
      />
      {noActivity(kpis.plays) ? (
        <NoActivity
          title={t("No plays in this range")}
          message={t("Plays of this :kind will show here once people listen. Try a longer range.", { kind: t(kind) })}
        />
      ) : (
        <div className={s.grid}>
          <SeriesSection wide title={plays} data={data.series.plays} bucket={bucket} height={280} />
          <SeriesSection
            wide
            title={t("Listeners")}
            data={data.series.listeners}
            bucket={bucket}
            kind="columns"
            height={180}
          />
          <RankedSections
            valueHeader={plays}
            sections={[
              kind !== "track" && {
                title: t("Top tracks"),
                nameHeader: t("Track"),
                rows: data.topTracks,
                linkTo: linkTo ? (row) => (row.id ? linkTo("track", row.id) : null) : undefined,
                testId: "insights-top-tracks",
              },
              kind === "artist" && {
                title: t("Top albums"),
                nameHeader: t("Album"),
                rows: data.topAlbums,
                linkTo: linkTo ? (row) => (row.id ? linkTo("album", row.id) : null) : undefined,
                testId: "insights-top-albums",
              },
              audience("sources", data.sources, "insights-sources"),
              audience("countries", data.countries, "insights-countries"),
              {
                title: t("Cities"),
                nameHeader: t("City"),
                rows: data.cities.map((row) => ({ ...row, subtitle: row.subtitle ? countryName(row.subtitle) : null })),
                testId: "insights-cities",
              },
              audience("devices", data.devices, "insights-devices"),
              audience("platforms", data.platforms, "insights-platforms"),
              audience("browsers", data.browsers, "insights-browsers"),
            ]}
          />
        </div>
      )}
    </>
  );
}
