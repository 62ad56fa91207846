import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { visibilityOptions } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import { selectFilter } from "../datatable/filters.ts";
import * as s from "./catalogue.css.ts";
import { NameCell, RowLinks } from "./cells.tsx";
import { countColumn, visibilityColumn } from "./list-parts.tsx";

type Row = ListingRow<"albums">;

const filters: DataTableFilterDef[] = [
  selectFilter("record_type", t("Type"), {
    album: t("Album"),
    single: t("Single"),
    ep: t("EP"),
    compilation: t("Compilation"),
  }),
  { key: "visibility", label: t("Visibility"), kind: "select", options: visibilityOptions() },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(
    t("Album"),
    (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/admin/albums/${row.id}/edit`}
        sub={row.artists ?? t("No artist")}
      />
    ),
    { width: 320 },
  ),
  { key: "record_type", header: t("Type"), render: (row) => <Badge>{row.record_type.toUpperCase()}</Badge> },
  {
    key: "release_date",
    header: t("Released"),
    sortable: true,
    render: (row) => row.release_date ?? <span className={s.muted}>—</span>,
  },
  countColumn("tracks_count", t("Tracks"), (row) => row.tracks_count),
  countColumn("plays", t("Plays"), (row) => row.plays.toLocaleString()),
  visibilityColumn(),
  dateColumn("created_at", t("Created")),
  openColumn((row) => (
    <RowLinks
      insights={`/admin/albums/${row.id}/insights`}
      href={links.album({ ...row, artists: row.artists ? [{ name: row.artists.split(", ")[0] ?? "" }] : [] })}
      name={row.name}
    />
  )),
];

export function AlbumsPage() {
  return (
    <AdminListPage
      title={t("Albums")}
      resource="albums"
      canDelete
      columns={columns}
      filters={filters}
      searchLabel={t("Search albums")}
      itemName={t("album")}
      emptyState={{ title: t("No albums yet"), message: t("Albums appear here as music is uploaded or added.") }}
      add={{ href: "/admin/albums/new", label: t("Add album") }}
    />
  );
}
