import type { ListingRow } from "@backbeat/api/types";
import { Badge, ButtonLink, type DataTableColumn, type DataTableFilterDef, PlusIcon, RelativeTime } from "@backbeat/ui";
import { VisibilityBadge, visibilityOptions } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";
import { NameCell, RowLinks } from "./cells.tsx";

type Row = ListingRow<"albums">;

const filters: DataTableFilterDef[] = [
  {
    key: "record_type",
    label: t("Type"),
    kind: "select",
    options: [
      { value: "album", label: t("Album") },
      { value: "single", label: t("Single") },
      { value: "ep", label: t("EP") },
      { value: "compilation", label: t("Compilation") },
    ],
  },
  { key: "visibility", label: t("Visibility"), kind: "select", options: visibilityOptions() },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: "name",
    header: t("Album"),
    sortable: true,
    width: 320,
    isRowHeader: true,
    hideable: false,
    render: (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/admin/albums/${row.id}/edit`}
        sub={row.artists ?? t("No artist")}
      />
    ),
  },
  { key: "record_type", header: t("Type"), render: (row) => <Badge>{row.record_type.toUpperCase()}</Badge> },
  {
    key: "release_date",
    header: t("Released"),
    sortable: true,
    render: (row) => row.release_date ?? <span className={s.muted}>—</span>,
  },
  {
    key: "tracks_count",
    header: t("Tracks"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.tracks_count}</span>,
  },
  {
    key: "plays",
    header: t("Plays"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.plays.toLocaleString()}</span>,
  },
  {
    key: "visibility",
    header: t("Visibility"),
    render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publish_at} />,
  },
  { key: "created_at", header: t("Created"), sortable: true, render: (row) => <RelativeTime date={row.created_at} /> },
  {
    key: "open",
    header: t("Open"),
    hideable: false,
    align: "end",
    render: (row) => (
      <RowLinks
        insights={`/admin/albums/${row.id}/insights`}
        href={links.album({ ...row, artists: row.artists ? [{ name: row.artists.split(", ")[0] ?? "" }] : [] })}
        name={row.name}
      />
    ),
  },
];

export function AlbumsPage() {
  return (
    <AdminPage title={t("Albums")} testId="admin-albums">
      <AdminDatatable
        resource="albums"
        columns={columns}
        filters={filters}
        searchLabel={t("Search albums")}
        itemName={t("album")}
        canDelete
        emptyState={{ title: t("No albums yet"), message: t("Albums appear here as music is uploaded or added.") }}
        actions={
          <ButtonLink href="/admin/albums/new" size="sm" startIcon={<PlusIcon size={16} />}>
            {t("Add album")}
          </ButtonLink>
        }
      />
    </AdminPage>
  );
}
