import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";
import { NameCell, PublicLink } from "./cells.tsx";
import { countColumn } from "./list-parts.tsx";

type Row = ListingRow<"playlists">;

const filters: DataTableFilterDef[] = [
  { key: "public", label: t("Visibility"), kind: "boolean", trueLabel: t("Public"), falseLabel: t("Private") },
  { key: "collaborative", label: t("Collaborative"), kind: "boolean" },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(t("Playlist"), (row) => (
    <NameCell
      image={row.image}
      name={row.name}
      to={`/admin/playlists/${row.id}/edit`}
      sub={t("by :name", { name: row.owner_name ?? t("Deleted user") })}
    />
  )),
  countColumn("tracks_count", t("Tracks"), (row) => row.tracks_count),
  {
    key: "public",
    header: t("Visibility"),
    render: (row) => (
      <span className={s.rowActions}>
        {row.public ? <Badge>{t("Public")}</Badge> : <Badge tone="warning">{t("Private")}</Badge>}
        {row.collaborative ? <Badge tone="primary">{t("Collaborative")}</Badge> : null}
        {row.smart ? <Badge tone="primary">{t("Smart playlist")}</Badge> : null}
      </span>
    ),
  },
  dateColumn("updated_at", t("Updated")),
  dateColumn("created_at", t("Created"), true),
  openColumn((row) => <PublicLink href={links.playlist(row)} name={row.name} />),
];

export function PlaylistsPage() {
  return (
    <AdminListPage
      title={t("Playlists")}
      resource="playlists"
      canDelete
      columns={columns}
      filters={filters}
      searchLabel={t("Search playlists")}
      itemName={t("playlist")}
      emptyState={{ title: t("No playlists yet"), message: t("Playlists listeners make appear here.") }}
    />
  );
}
