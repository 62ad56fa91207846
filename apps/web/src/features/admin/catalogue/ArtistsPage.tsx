import type { ListingRow } from "@backbeat/api/types";
import { Badge, ButtonLink, type DataTableColumn, type DataTableFilterDef, PlusIcon, RelativeTime } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { links } from "@/lib/links.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";
import { NameCell, RowLinks } from "./cells.tsx";

type Row = ListingRow<"artists">;

const filters: DataTableFilterDef[] = [
  { key: "verified", label: t("Verified"), kind: "boolean", trueLabel: t("Verified"), falseLabel: t("Not verified") },
  { key: "claimed", label: t("Claimed"), kind: "boolean", trueLabel: t("Claimed"), falseLabel: t("Unclaimed") },
  { key: "created_at", label: t("Created"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: "name",
    header: t("Artist"),
    sortable: true,
    isRowHeader: true,
    hideable: false,
    render: (row) => <NameCell image={row.image} name={row.name} to={`/admin/artists/${row.id}/edit`} round />,
  },
  {
    key: "verified",
    header: t("Verified"),
    render: (row) =>
      row.verified ? <Badge tone="primary">{t("Verified")}</Badge> : <span className={s.muted}>—</span>,
  },
  {
    key: "albums_count",
    header: t("Albums"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.albums_count}</span>,
  },
  {
    key: "owner_id",
    header: t("Claimed"),
    render: (row) => (row.owner_id ? t("Yes") : <span className={s.muted}>{t("No")}</span>),
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
    render: (row) => (
      <RowLinks insights={`/admin/artists/${row.id}/insights`} href={links.artist(row)} name={row.name} />
    ),
  },
];

export function ArtistsPage() {
  return (
    <AdminPage title={t("Artists")} testId="admin-artists">
      <AdminDatatable
        resource="artists"
        columns={columns}
        filters={filters}
        searchLabel={t("Search artists")}
        itemName={t("artist")}
        canDelete
        emptyState={{ title: t("No artists yet"), message: t("Artists appear here as music is uploaded or added.") }}
        actions={
          <ButtonLink href="/admin/artists/new" size="sm" startIcon={<PlusIcon size={16} />}>
            {t("Add artist")}
          </ButtonLink>
        }
      />
    </AdminPage>
  );
}
