import {
  Badge,
  ButtonLink,
  DashboardIcon,
  type DataTableColumn,
  EditIcon,
  RelativeTime,
  UploadIcon,
} from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatDuration, NameCell } from "../admin/catalogue/cells.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { VisibilityBadge } from "../catalogue-forms/VisibilityBadge.tsx";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";
import { OwnCatalogueTable } from "./OwnCatalogueTable.tsx";

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

/** The edit and insights buttons at a row's end. */
export function RowActions({ base, name }: { base: string; name: string }) {
  return (
    <span className={s.cellActions}>
      <ButtonLink href={`${base}/edit`} variant="ghost" size="xs" aria-label={t("Edit :name", { name })}>
        <EditIcon size={16} />
      </ButtonLink>
      <ButtonLink href={`${base}/insights`} variant="ghost" size="xs" aria-label={t("Insights for :name", { name })}>
        <DashboardIcon size={16} />
      </ButtonLink>
    </span>
  );
}

const columns: DataTableColumn<BackstageTrackRow>[] = [
  {
    key: "name",
    header: t("Track"),
    isRowHeader: true,
    hideable: false,
    width: 320,
    render: (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/backstage/tracks/${row.id}/edit`}
        sub={row.albumName ?? t("Single")}
      />
    ),
  },
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
  {
    key: "duration",
    header: t("Duration"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.durationMs ? formatDuration(row.durationMs) : "–"}</span>,
  },
  {
    key: "plays",
    header: t("Plays"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.plays.toLocaleString()}</span>,
  },
  { key: "created", header: t("Added"), render: (row) => <RelativeTime date={row.createdAt} /> },
  {
    key: "actions",
    header: t("Actions"),
    hideable: false,
    align: "end",
    render: (row) => <RowActions base={`/backstage/tracks/${row.id}`} name={row.name} />,
  },
];

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
        action: (
          <ButtonLink href="/backstage/upload" variant="primary" startIcon={<UploadIcon size={16} />}>
            {t("Upload music")}
          </ButtonLink>
        ),
      }}
    />
  );
}

function Tracks() {
  return (
    <BackstagePage
      title={t("Tracks")}
      lead={t("Everything you have uploaded, published or not.")}
      testId="backstage-tracks"
      actions={
        <ButtonLink href="/backstage/upload" variant="primary" startIcon={<UploadIcon size={16} />}>
          {t("Upload")}
        </ButtonLink>
      }
    >
      <TrackList perPage={25} />
    </BackstagePage>
  );
}

export function TracksPage() {
  return (
    <RouteGuard permission="music.create">
      <Tracks />
    </RouteGuard>
  );
}

export { TracksPage as Component };
