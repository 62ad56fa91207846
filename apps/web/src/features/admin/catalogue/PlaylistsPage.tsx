import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef, RelativeTime } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";
import { NameCell, PublicLink } from "./cells.tsx";

type Row = ListingRow<"playlists">;

const filters: DataTableFilterDef[] = [
  { key: "public", label: t("Visibility"), kind: "boolean", trueLabel: t("Public"), falseLabel: t("Private") },
  { key: "collaborative", label: t("Collaborative"), kind: "boolean" },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: "name",
    header: t("Playlist"),
    sortable: true,
    isRowHeader: true,
    hideable: false,
    render: (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/admin/playlists/${row.id}/edit`}
        sub={t("by :name", { name: row.owner_name ?? t("Deleted user") })}
      />
    ),
  },
  {
    key: "tracks_count",
    header: t("Tracks"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.tracks_count}</span>,
  },
  {
    key: "public",
    header: t("Visibility"),
    render: (row) => (
      <span className={s.rowActions}>
        {row.public ? <Badge>{t("Public")}</Badge> : <Badge tone="warning">{t("Private")}</Badge>}
        {row.collaborative ? <Badge tone="primary">{t("Collaborative")}</Badge> : null}
      </span>
    ),
  },
  { key: "updated_at", header: t("Updated"), sortable: true, render: (row) => <RelativeTime date={row.updated_at} /> },
  {
    key: "created_at",
    header: t("Created"),
    sortable: true,
    defaultHidden: true,
    render: (row) => <RelativeTime date={row.created_at} />,
  },
  {
    key: "open",
    header: t("Open"),
    hideable: false,
    align: "end",
    render: (row) => <PublicLink href={links.playlist(row)} name={row.name} />,
  },
];

export function PlaylistsPage() {
  return (
    <AdminPage title={t("Playlists")} testId="admin-playlists">
      <AdminDatatable
        resource="playlists"
        columns={columns}
        filters={filters}
        searchLabel={t("Search playlists")}
        itemName={t("playlist")}
        canDelete
        emptyState={{ title: t("No playlists yet"), message: t("Playlists listeners make appear here.") }}
      />
    </AdminPage>
  );
}
