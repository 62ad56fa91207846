import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import * as s from "./pages.css.ts";

type Row = ListingRow<"custom_pages">;

const filters = (): DataTableFilterDef[] => [{ key: "updated_at", label: t("Updated"), kind: "dateRange" }];

/** Built at render, so the labels follow the interface language. */
const columns = (): DataTableColumn<Row>[] => [
  nameColumn(
    t("Title"),
    (row) => (
      <span className={s.titleCell}>
        <Link to={`/admin/custom-pages/${row.id}/edit`} className={s.titleLink}>
          {row.title}
        </Link>
        {row.set_seo ? <Badge tone="primary">{t("SEO")}</Badge> : null}
      </span>
    ),
    { key: "title" },
  ),
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
  dateColumn("updated_at", t("Last updated")),
  dateColumn("created_at", t("Created"), true),
];

/** docs/spec/2-product-areas.md §2 "custom-pages": every page with its public address; each row opens the editor. */
export function CustomPagesPage() {
  return (
    <AdminListPage
      permission="custom_pages.update"
      title={t("Custom pages")}
      description={t("Pages such as terms, privacy or about, shown at /pages/… with the site's header and footer.")}
      resource="custom_pages"
      columns={columns()}
      filters={filters()}
      searchLabel={t("Search pages")}
      itemName={t("page")}
      canDelete
      emptyState={{
        title: t("No custom pages yet"),
        message: t("Write a page once and link it from a menu or the footer."),
      }}
      add={{ href: "/admin/custom-pages/new", label: t("New page"), whenEmpty: true }}
    />
  );
}
