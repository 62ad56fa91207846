import type { InsightItemKind } from "@backbeat/core/schemas";
import { ButtonLink, EditIcon, EmptyState, Select, SelectItem } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { InsightsView } from "../admin/reports/InsightsView.tsx";
import { ReportSkeleton } from "../admin/reports/ReportStates.tsx";
import { RangeNote } from "../admin/reports/ReportsFrame.tsx";
import { NoAccess, RouteGuard } from "../auth/guards.tsx";
import { httpStatusOf } from "../catalogue/PageState.tsx";
import { BackstagePage } from "./BackstagePage.tsx";

const RANGES = [
  { id: "day", label: t("Last 24 hours") },
  { id: "week", label: t("Last 7 days") },
  { id: "month", label: t("Last 30 days") },
  { id: "year", label: t("Last 12 months") },
] as const;
type Range = (typeof RANGES)[number]["id"];

/**
 * The artist's recap: whole calendar years (this one up to today, and the last), the same
 * listeners, countries and top tracks as the rolling ranges, from the same rollups.
 */
const THIS_YEAR = new Date().getUTCFullYear();
const YEARS = [THIS_YEAR, THIS_YEAR - 1].map((year) => ({
  id: `year-${year}`,
  label: t(":year in review", { year }),
  from: `${year}-01-01`,
  to: year === THIS_YEAR ? new Date().toISOString().slice(0, 10) : `${year}-12-31`,
}));

function rangeInput(key: string | null) {
  const year = YEARS.find((y) => y.id === key);
  if (year) return { key: year.id, input: { range: "custom" as const, from: year.from, to: year.to } };
  const range = (RANGES.find((r) => r.id === key)?.id ?? "month") as Range;
  return { key: range, input: { range } };
}

const KINDS: Record<InsightItemKind, { param: string; back: { to: string; label: string }; title: string }> = {
  track: { param: "trackId", back: { to: "/backstage/tracks", label: t("Tracks") }, title: t("Track insights") },
  album: { param: "albumId", back: { to: "/backstage/albums", label: t("Albums") }, title: t("Album insights") },
  artist: { param: "artistId", back: { to: "/backstage", label: t("Backstage") }, title: t("Artist insights") },
};

/** `backstage/{tracks|albums|artists}/{id}/insights`: plays and listeners of the artist's own item. */
function Insights({ kind }: { kind: InsightItemKind }) {
  const config = KINDS[kind];
  const id = Number(useParams()[config.param]) || 0;
  const [params, setParams] = useSearchParams();
  const { key: range, input } = rangeInput(params.get("range"));
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.backstage.insights.item.queryOptions({ kind, id, ...input }),
    placeholderData: (prev) => (prev?.item.id === id ? prev : undefined),
  });
  if (httpStatusOf(query.error) === 403) return <NoAccess />;
  const data = query.data;
  return (
    <BackstagePage
      title={data?.item.name ?? config.title}
      lead={data ? <RangeNote range={data.range} /> : null}
      back={config.back}
      testId={`backstage-insights-${kind}`}
      actions={
        <>
          <Select
            aria-label={t("Date range")}
            size="sm"
            selectedKey={range}
            onSelectionChange={(key) => setParams({ range: String(key) })}
          >
            {[...RANGES, ...YEARS].map((r) => (
              <SelectItem key={r.id} id={r.id}>
                {r.label}
              </SelectItem>
            ))}
          </Select>
          <ButtonLink
            href={`/backstage/${kind}s/${id}/edit`}
            variant="outline"
            size="sm"
            startIcon={<EditIcon size={16} />}
          >
            {t("Edit")}
          </ButtonLink>
        </>
      }
    >
      {query.isError && !data ? (
        <EmptyState
          title={t("Nothing to show")}
          message={t("This item does not exist any more, or the report could not be loaded.")}
        />
      ) : !data ? (
        <ReportSkeleton kpis={6} />
      ) : (
        <InsightsView
          data={data}
          linkTo={(to, itemId) =>
            `/backstage/${to === "track" ? "tracks" : "albums"}/${itemId}/insights?range=${range}`
          }
        />
      )}
    </BackstagePage>
  );
}

function Guarded({ kind }: { kind: InsightItemKind }) {
  return (
    <RouteGuard permission="music.create">
      <Insights key={kind} kind={kind} />
    </RouteGuard>
  );
}

export const TrackInsightsPage = () => <Guarded kind="track" />;
export const AlbumInsightsPage = () => <Guarded kind="album" />;
export const ArtistInsightsPage = () => <Guarded kind="artist" />;
