import { Badge } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatDuration } from "../admin/catalogue/cells.tsx";
import { VisibilityBadge } from "../catalogue-forms/VisibilityBadge.tsx";
import { OwnCatalogueTable } from "./OwnCatalogueTable.tsx";
import { numberColumn, OwnListPage, ownColumns, UploadLink } from "./own-list.tsx";

export interface BackstageTrackRow {
  id: number;
  name: string;
  image: string | null;
  albumName: string | null;
  visibility: string;
  publishAt: string | null;
  durationMs: number | null;
  plays: number;
  createdAt: string;
  processing: boolean;
}

const columns = ownColumns<BackstageTrackRow>(
  "tracks",
  { header: t("Track"), sub: (row) => row.albumName ?? t("Single") },
  [
    {
      key: "visibility",
      header: t("Visibility"),
      render: (row) =>
        row.processing ? (
          <Badge tone="warning">{t("Processing")}</Badge>
        ) : (
          <VisibilityBadge visibility={row.visibility} publishAt={row.publishAt} />
        ),
    },
    numberColumn("duration", t("Duration"), (row) => (row.durationMs ? formatDuration(row.durationMs) : "–")),
    numberColumn("plays", t("Plays"), (row) => row.plays.toLocaleString()),
  ],
);

/** The viewer's own tracks (an admin's: every track), searchable and paged on the server. */
export function TrackList({ perPage = 15 }: { perPage?: number }) {
  const trpc = useTRPC();
  return (
    <OwnCatalogueTable<BackstageTrackRow>
      label={t("Your tracks")}
      searchLabel={t("Search your tracks")}
      columns={columns}
      perPage={perPage}
      queryOptions={(input) => trpc.backstage.catalogue.tracks.queryOptions(input)}
      // Freshly uploaded tracks turn ready by themselves.
      pollWhile={(rows) => rows.some((r) => r.processing)}
      noMatch={{ title: t("No tracks match"), message: t("Try another title.") }}
      empty={{
        title: t("No tracks yet"),
        message: t("Upload audio files: each one becomes a track you can edit before you publish it."),
        action: <UploadLink>{t("Upload music")}</UploadLink>,
      }}
    />
  );
}

export function TracksPage() {
  return (
    <OwnListPage
      title={t("Tracks")}
      lead={t("Everything you have uploaded, published or not.")}
      testId="backstage-tracks"
      actions={<UploadLink>{t("Upload")}</UploadLink>}
    >
      <TrackList perPage={25} />
    </OwnListPage>
  );
}

export { TracksPage as Component };
