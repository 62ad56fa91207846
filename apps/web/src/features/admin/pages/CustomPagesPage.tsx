import type { ListingRow } from "@backbeat/api/types";
import { Badge, ButtonLink, type DataTableColumn, type DataTableFilterDef, PlusIcon, RelativeTime } from "@backbeat/ui";
import { Link } from "react-router";
import { RouteGuard } from "@/features/auth/guards.tsx";
import { t } from "@/global/i18n.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable } from "../datatable/AdminDatatable.tsx";
import * as s from "./pages.css.ts";

type Row = ListingRow<"custom_pages">;

const filters = (): DataTableFilterDef[] => [{ key: "updated_at", label: t("Updated"), kind: "dateRange" }];

/** Built at render, so the labels follow the interface language. */
const columns = (): DataTableColumn<Row>[] => [
  {
    key: "title",
    header: t("Title"),
    sortable: true,
    isRowHeader: true,
    hideable: false,
    render: (row) => (
      <span className={s.titleCell}>
        <Link to={`/admin/custom-pages/${row.id}/edit`} className={s.titleLink}>
          {row.title}
        </Link>
        {row.set_seo ? <Badge tone="primary">{t("SEO")}</Badge> : null}
      </span>
    ),
  },
  {
    key: "slug",
    header: t("Address"),
    sortable: true,
    render: (row) => (
      <a href={`/pages/${row.id}/${row.slug}`} target="_blank" rel="noreferrer" className={s.address}>
        /pages/{row.slug}
      </a>
    ),
  },
  { key: "author_name", header: t("Author"), render: (row) => row.author_name ?? t("Deleted user") },
  {
    key: "updated_at",
    header: t("Last updated"),
    sortable: true,
    render: (row) => <RelativeTime date={row.updated_at} />,
  },
  {
    key: "created_at",
    header: t("Created"),
    sortable: true,
    defaultHidden: true,
    render: (row) => <RelativeTime date={row.created_at} />,
  },
];

/** docs/spec/2-product-areas.md §2 "custom-pages": every page with its public address; each row opens the editor. */
export function CustomPagesPage() {
  return (
    <RouteGuard permission="custom_pages.update">
      <AdminPage
        title={t("Custom pages")}
        description={t("Pages such as terms, privacy or about, shown at /pages/… with the site's header and footer.")}
        testId="admin-custom-pages"
      >
        <AdminDatatable
          resource="custom_pages"
          columns={columns()}
          filters={filters()}
          searchLabel={t("Search pages")}
          itemName={t("page")}
          canDelete
          emptyState={{
            title: t("No custom pages yet"),
            message: t("Write a page once and link it from a menu or the footer."),
            action: (
              <ButtonLink href="/admin/custom-pages/new" size="sm" startIcon={<PlusIcon size={16} />}>
                {t("New page")}
              </ButtonLink>
            ),
          }}
          actions={
            <ButtonLink href="/admin/custom-pages/new" size="sm" startIcon={<PlusIcon size={16} />}>
              {t("New page")}
            </ButtonLink>
          }
        />
      </AdminPage>
    </RouteGuard>
  );
}
