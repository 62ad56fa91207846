import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { Link } from "react-router";
import { PermissionGuard } from "@/features/auth/guards.tsx";
import { t } from "@/global/i18n.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import * as s from "./roles.css.ts";

type Row = ListingRow<"roles">;

const filters: DataTableFilterDef[] = [
  { key: "default", label: t("Default role"), kind: "boolean", trueLabel: t("Default"), falseLabel: t("Not default") },
];

const columns: DataTableColumn<Row>[] = [
  nameColumn(t("Role"), (row) => (
    <span className={s.nameCell}>
      <Link to={`/admin/roles/${row.id}/edit`} className={s.nameLink}>
        {row.name}
      </Link>
      {row.default ? <Badge tone="primary">{t("Default")}</Badge> : null}
      {row.guests ? <Badge>{t("Guests")}</Badge> : null}
    </span>
  )),
  { key: "description", header: t("Description"), render: (row) => <span className={s.muted}>{row.description}</span> },
  { key: "users_count", header: t("Users"), align: "end", render: (row) => row.users_count.toLocaleString() },
  { key: "permissions_count", header: t("Permissions"), align: "end", render: (row) => row.permissions_count },
  dateColumn("created_at", t("Created"), true),
];

/** docs/spec/2-product-areas.md §2 "roles" (roles.update): every role with how many people hold it. */
export function RolesPage() {
  return (
    <PermissionGuard permission="roles.update">
      <AdminListPage
        title={t("Roles")}
        description={t(
          "Roles bundle permissions. Every new account gets the default role; visitors get the guests role.",
        )}
        resource="roles"
        columns={columns}
        filters={filters}
        searchLabel={t("Search roles")}
        itemName={t("role")}
        canDelete
        emptyState={{ title: t("No roles match"), message: t("Try another search or clear the filters.") }}
        add={{ href: "/admin/roles/new", label: t("New role") }}
      />
    </PermissionGuard>
  );
}
