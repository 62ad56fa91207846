import type { ListingRow } from "@backbeat/api/types";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import * as s from "./billing.css.ts";
import { formatInterval, formatMoney } from "./money.ts";

type Row = ListingRow<"plans">;

const filters = (): DataTableFilterDef[] => [
  { key: "hidden", label: t("Hidden"), kind: "boolean", trueLabel: t("Hidden"), falseLabel: t("Shown") },
  { key: "free", label: t("Free"), kind: "boolean", trueLabel: t("Free"), falseLabel: t("Paid") },
];

/** Built at render, so the labels follow the interface language. */
const columns = (): DataTableColumn<Row>[] => [
  nameColumn(t("Plan"), (row) => (
    <span className={s.nameCell}>
      <Link to={`/admin/plans/${row.id}/edit`} className={s.nameLink}>
        {row.name}
      </Link>
      {row.recommended ? <Badge tone="primary">{t("Recommended")}</Badge> : null}
      {row.free ? <Badge tone="positive">{t("Free")}</Badge> : null}
      {row.hidden ? <Badge>{t("Hidden")}</Badge> : null}
    </span>
  )),
  {
    key: "prices",
    header: t("Prices"),
    render: (row) =>
      row.prices.length ? (
        <span className={s.prices}>
          {row.prices.map((p) => (
            <span key={p.id} className={s.price}>
              {formatMoney(p.amount, p.currency)} / {formatInterval(p.interval, p.interval_count)}
            </span>
          ))}
        </span>
      ) : (
        <span className={s.muted}>{t("No prices")}</span>
      ),
  },
  {
    key: "subscriptions_count",
    header: t("Subscribers"),
    align: "end",
    render: (row) => row.subscriptions_count.toLocaleString(),
  },
  { key: "position", header: t("Order"), sortable: true, align: "end", defaultHidden: true, render: (r) => r.position },
  dateColumn("updated_at", t("Last updated")),
];

/** docs/spec/2-product-areas.md §2 "plans" (plans.update): every plan with its prices. */
export function PlansPage() {
  return (
    <AdminListPage
      permission="plans.update"
      title={t("Plans")}
      description={t("What people can subscribe to, in the order the pricing page shows them.")}
      resource="plans"
      columns={columns()}
      filters={filters()}
      searchLabel={t("Search plans")}
      itemName={t("plan")}
      canDelete
      emptyState={{
        title: t("No plans yet"),
        message: t("Create a plan with its monthly or yearly prices; it shows on the pricing page."),
      }}
      add={{ href: "/admin/plans/new", label: t("New plan"), whenEmpty: true }}
    />
  );
}
