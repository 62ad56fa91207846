import type { ListingRow } from "@backbeat/api/types";
import { ButtonLink, type DataTableColumn, type DataTableFilterDef, PlusIcon, RelativeTime } from "@backbeat/ui";
import { VisibilityBadge, visibilityOptions } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";
import { formatDuration, NameCell, RowLinks } from "./cells.tsx";

type Row = ListingRow<"tracks">;

const filters: DataTableFilterDef[] = [
  { key: "visibility", label: t("Visibility"), kind: "select", options: visibilityOptions() },
  { key: "has_plays", label: t("Plays"), kind: "boolean", trueLabel: t("Played"), falseLabel: t("Never played") },
  { key: "has_lyrics", label: t("Lyrics"), kind: "boolean", trueLabel: t("With lyrics"), falseLabel: t("No lyrics") },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: "name",
    header: t("Track"),
    sortable: true,
    width: 320,
    isRowHeader: true,
    hideable: false,
    render: (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/admin/tracks/${row.id}/edit`}
        sub={row.artists ?? t("No artist")}
      />
    ),
  },
  {
    key: "album_name",
    header: t("Album"),
    render: (row) => (row.album_name ? row.album_name : <span className={s.muted}>{t("Single")}</span>),
  },
  {
    key: "duration_ms",
    header: t("Duration"),
    sortable: true,
    align: "end",
    render: (row) => <span className={s.numeric}>{formatDuration(row.duration_ms)}</span>,
  },
  {
    key: "plays",
    header: t("Plays"),
    sortable: true,
    align: "end",
    render: (row) => <span className={s.numeric}>{row.plays.toLocaleString()}</span>,
  },
  {
    key: "visibility",
    header: t("Visibility"),
    render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publish_at} />,
  },
  {
    key: "has_lyrics",
    header: t("Lyrics"),
    defaultHidden: true,
    render: (row) => (row.has_lyrics ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
  },
  { key: "created_at", header: t("Created"), sortable: true, render: (row) => <RelativeTime date={row.created_at} /> },
  {
    key: "updated_at",
    header: t("Updated"),
    sortable: true,
    defaultHidden: true,
    render: (row) => <RelativeTime date={row.updated_at} />,
  },
  {
    key: "open",
    header: t("Open"),
    hideable: false,
    align: "end",
    render: (row) => <RowLinks insights={`/admin/tracks/${row.id}/insights`} href={links.track(row)} name={row.name} />,
  },
];

/** docs/spec/2-product-areas.md §2 "tracks": every track, searchable and filterable, each row opening its edit page. */
export function TracksPage() {
  return (
    <AdminPage title={t("Tracks")} testId="admin-tracks">
      <AdminDatatable
        resource="tracks"
        columns={columns}
        filters={filters}
        searchLabel={t("Search tracks")}
        itemName={t("track")}
        canDelete
        emptyState={{ title: t("No tracks yet"), message: t("Upload music or add a track by hand.") }}
        actions={
          <ButtonLink href="/admin/tracks/new" size="sm" startIcon={<PlusIcon size={16} />}>
            {t("Add track")}
          </ButtonLink>
        }
      />
    </AdminPage>
  );
}
