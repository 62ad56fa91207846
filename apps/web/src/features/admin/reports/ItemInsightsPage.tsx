import type { InsightItemKind } from "@backbeat/core/schemas";
import { EmptyState } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminPage } from "../AdminPage.tsx";
import { InsightsView } from "./InsightsView.tsx";
import { RangePicker } from "./RangePicker.tsx";
import { ReportSkeleton } from "./ReportStates.tsx";
import { RangeNote } from "./ReportsFrame.tsx";
import { rangeSearch, useReportRange } from "./report-range.ts";

const KINDS: Record<InsightItemKind, { param: string; list: string; back: string; title: string }> = {
  track: { param: "trackId", list: "/admin/tracks", back: "Tracks", title: "Track insights" },
  album: { param: "albumId", list: "/admin/albums", back: "Albums", title: "Album insights" },
  artist: { param: "artistId", list: "/admin/artists", back: "Artists", title: "Artist insights" },
};

/** One track's, album's or artist's plays over a range, with the previous range to compare. */
export function ItemInsightsPage({ kind }: { kind: InsightItemKind }) {
  const config = KINDS[kind];
  const params = useParams();
  const id = Number(params[config.param]);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const trpc = useTRPC();
  const { range, setRange } = useReportRange();
  const query = useQuery({
    ...trpc.admin.reports.itemInsights.queryOptions({ ...range, kind, id }),
    enabled: valid,
    placeholderData: (prev) => (prev?.item.id === id ? prev : undefined),
  });
  const data = query.data;
  const search = rangeSearch(range);
  const missing = !valid || (query.isError && !data);
  return (
    <AdminPage
      title={data ? data.item.name : t(config.title)}
      description={data ? <RangeNote range={data.range} /> : null}
      back={{ to: config.list, label: config.back }}
      actions={<RangePicker value={range} onChange={setRange} />}
      testId={`insights-${kind}`}
    >
      {missing ? (
        <EmptyState
          title={t("Nothing to show")}
          message={t("This item does not exist any more, or the report could not be loaded.")}
        />
      ) : null}
      {!missing && !data ? <ReportSkeleton kpis={6} /> : null}
      {data ? (
        <InsightsView
          data={data}
          linkTo={(to, itemId) => `/admin/${to === "track" ? "tracks" : "albums"}/${itemId}/insights${search}`}
        />
      ) : null}
    </AdminPage>
  );
}
