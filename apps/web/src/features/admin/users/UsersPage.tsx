import type { ListingRow } from "@backbeat/api/types";
import { Avatar, Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { PermissionGuard } from "@/features/auth/guards.tsx";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import * as cells from "../datatable/cells.css.ts";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import * as s from "./users.css.ts";

type Row = ListingRow<"users">;

const columns: DataTableColumn<Row>[] = [
  nameColumn(
    t("User"),
    (row) => (
      <span className={cells.nameCell}>
        <Avatar name={row.name} src={row.image} size={32} decorative />
        <span className={cells.nameText}>
          <Link to={`/admin/users/${row.id}`} className={cells.nameLink}>
            {row.name}
          </Link>
          <span className={cells.sub}>{row.email}</span>
        </span>
      </span>
    ),
    // Room for a name and an address, on phones too (the table scrolls sideways there).
    { width: 300 },
  ),
  {
    key: "roles",
    header: t("Roles"),
    width: 200,
    render: (row) => row.roles ?? <span className={s.muted}>{t("None")}</span>,
  },
  {
    key: "status",
    header: t("Status"),
    render: (row) => (
      <span className={s.badges}>
        {row.banned_at ? <Badge tone="danger">{t("Suspended")}</Badge> : null}
        {row.email_verified_at ? (
          <Badge tone="positive">{t("Verified")}</Badge>
        ) : (
          <Badge tone="warning">{t("Unverified")}</Badge>
        )}
        {row.two_factor ? <Badge>{t("2FA")}</Badge> : null}
      </span>
    ),
  },
  { key: "email", header: t("Email"), sortable: true, defaultHidden: true, render: (row) => row.email },
  dateColumn("created_at", t("Joined")),
];

/** docs/spec/2-product-areas.md §2 "users" (users.update): every account, its roles and status. */
export function UsersPage() {
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.roles.options.queryOptions());
  const filters = useMemo<DataTableFilterDef[]>(
    () => [
      { key: "verified", label: t("Email"), kind: "boolean", trueLabel: t("Verified"), falseLabel: t("Unverified") },
      { key: "banned", label: t("Suspended"), kind: "boolean", trueLabel: t("Suspended"), falseLabel: t("Active") },
      {
        key: "role",
        label: t("Role"),
        kind: "select",
        options: (options.data?.roles ?? [])
          .filter((r) => !r.guests)
          .map((r) => ({ value: String(r.id), label: r.name })),
      },
      { key: "created_at", label: t("Joined"), kind: "dateRange" },
    ],
    [options.data],
  );
  return (
    <PermissionGuard permission="users.update">
      <AdminListPage
        title={t("Users")}
        description={t("Every account on this site.")}
        resource="users"
        columns={columns}
        filters={filters}
        searchLabel={t("Search by name or email")}
        itemName={t("user")}
        canDelete
        emptyState={{ title: t("No users match"), message: t("Try another search or clear the filters.") }}
        add={{ href: "/admin/users/new", label: t("New user") }}
      />
    </PermissionGuard>
  );
}
