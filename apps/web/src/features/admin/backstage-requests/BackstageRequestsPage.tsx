import type { ListingRow } from "@backbeat/api/types";
import { backstageRequestStatuses, backstageRequestTypes } from "@backbeat/core/schemas";
import { Avatar, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { Link, useNavigate } from "react-router";
import { t } from "@/global/i18n.ts";
import * as cs from "../catalogue/catalogue.css.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn } from "../datatable/columns.tsx";
import { type RequestStatus, StatusBadge, statusLabels, typeLabels } from "./labels.tsx";

type Row = ListingRow<"backstage_requests">;

const filters: DataTableFilterDef[] = [
  {
    key: "status",
    label: t("Status"),
    kind: "select",
    options: backstageRequestStatuses.map((value) => ({ value, label: statusLabels[value] })),
  },
  {
    key: "type",
    label: t("Type"),
    kind: "select",
    options: backstageRequestTypes.map((value) => ({ value, label: typeLabels[value] })),
  },
  { key: "created_at", label: t("Sent"), kind: "dateRange" },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: "user",
    header: t("Requester"),
    width: 320,
    isRowHeader: true,
    hideable: false,
    render: (row) => (
      <span className={cs.nameCell}>
        <Avatar name={row.user_name ?? "?"} src={row.user_image} size={32} decorative />
        <span className={cs.nameText}>
          <Link to={`/admin/backstage-requests/${row.id}`} className={cs.nameLink}>
            {row.user_name ?? t("Deleted user")}
          </Link>
          {row.user_email ? <span className={cs.sub}>{row.user_email}</span> : null}
        </span>
      </span>
    ),
  },
  { key: "artist_name", header: t("Artist"), sortable: true, render: (row) => row.artist_name },
  { key: "type", header: t("Request"), render: (row) => typeLabels[row.type as keyof typeof typeLabels] },
  {
    key: "status",
    header: t("Status"),
    sortable: true,
    render: (row) => <StatusBadge status={row.status as RequestStatus} />,
  },
  dateColumn("created_at", t("Sent")),
  dateColumn("reviewed_at", t("Reviewed"), true),
];

/** Requests to become, claim or verify an artist, newest first; pending ones wait for a review. */
export function BackstageRequestsPage() {
  const navigate = useNavigate();
  return (
    <AdminListPage
      title={t("Backstage requests")}
      description={t("Listeners who want to upload as an artist, claim an artist profile or get the verified badge.")}
      resource="backstage_requests"
      columns={columns}
      filters={filters}
      searchLabel={t("Search by artist, name or e-mail")}
      itemName={t("request")}
      canDelete
      onRowAction={(id) => navigate(`/admin/backstage-requests/${id}`)}
      emptyState={{
        title: t("No requests"),
        message: t("Requests from listeners who want to become artists show up here."),
      }}
    />
  );
}
