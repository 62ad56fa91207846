import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn, openColumn } from "../datatable/columns.tsx";
import * as s from "./catalogue.css.ts";
import { NameCell, RowLinks } from "./cells.tsx";
import { countColumn } from "./list-parts.tsx";

type Row = ListingRow<"artists">;

const filters: DataTableFilterDef[] = [
  { key: "verified", label: t("Verified"), kind: "boolean", trueLabel: t("Verified"), falseLabel: t("Not verified") },
  { key: "claimed", label: t("Claimed"), kind: "boolean", trueLabel: t("Claimed"), falseLabel: t("Unclaimed") },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(t("Artist"), (row) => (
    <NameCell image={row.image} name={row.name} to={`/admin/artists/${row.id}/edit`} round />
  )),
  {
    key: "verified",
    header: t("Verified"),
    render: (row) =>
      row.verified ? <Badge tone="primary">{t("Verified")}</Badge> : <span className={s.muted}>—</span>,
  },
  countColumn("albums_count", t("Albums"), (row) => row.albums_count),
  {
    key: "owner_id",
    header: t("Claimed"),
    render: (row) => (row.owner_id ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
  },
  dateColumn("created_at", t("Created")),
  dateColumn("updated_at", t("Updated"), true),
  openColumn((row) => (
    <RowLinks insights={`/admin/artists/${row.id}/insights`} href={links.artist(row)} name={row.name} />
  )),
];

export function ArtistsPage() {
  return (
    <AdminListPage
      title={t("Artists")}
      resource="artists"
      canDelete
      columns={columns}
      filters={filters}
      searchLabel={t("Search artists")}
      itemName={t("artist")}
      emptyState={{ title: t("No artists yet"), message: t("Artists appear here as music is uploaded or added.") }}
      add={{ href: "/admin/artists/new", label: t("Add artist") }}
    />
  );
}
