import type { ListingRow } from "@backbeat/api/types";
import { SUBSCRIPTION_GATEWAYS, SUBSCRIPTION_STATUSES } from "@backbeat/core/schemas";
import { Badge, type DataTableColumn, type DataTableFilterDef } from "@backbeat/ui";
import { useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { AdminListPage } from "../datatable/AdminListPage.tsx";
import { dateColumn, nameColumn } from "../datatable/columns.tsx";
import { guardedPage } from "../guarded-page.tsx";
import * as s from "./billing.css.ts";
import { formatInterval, formatMoney } from "./money.ts";
import { GrantSubscriptionDialog, SubscriptionDialog } from "./SubscriptionDialog.tsx";

type Row = ListingRow<"subscriptions">;

const STATUSES: Record<string, { label: string; tone: "positive" | "primary" | "warning" | "neutral" }> = {
  active: { label: "Active", tone: "positive" },
  incomplete: { label: "Incomplete", tone: "neutral" },
  trialing: { label: "Trial", tone: "primary" },
  past_due: { label: "Past due", tone: "warning" },
  cancelled: { label: "Cancelled", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
};
const GATEWAYS: Record<string, { label: string }> = {
  none: { label: "Manual" },
  stripe: { label: "Stripe" },
  paypal: { label: "PayPal" },
  test: { label: "Test gateway" },
};

const filters = (): DataTableFilterDef[] => [
  {
    key: "status",
    label: t("Status"),
    kind: "select",
    options: SUBSCRIPTION_STATUSES.map((v) => ({ value: v, label: t(STATUSES[v]?.label ?? v) })),
  },
  {
    key: "gateway",
    label: t("Paid with"),
    kind: "select",
    options: SUBSCRIPTION_GATEWAYS.map((v) => ({ value: v, label: t(GATEWAYS[v]?.label ?? v) })),
  },
  { key: "created_at", label: t("Started"), kind: "dateRange" },
];

/** Built at render, so the labels follow the interface language. */
const columns = (): DataTableColumn<Row>[] => [
  nameColumn(
    t("Subscriber"),
    (row) => (
      <span className={s.userCell}>
        <Link to={`/admin/users/${row.user_id}`} className={s.nameLink}>
          {row.user_name}
        </Link>
        <span className={s.email}>{row.user_email}</span>
      </span>
    ),
    { key: "user_name" },
  ),
  {
    key: "plan_name",
    header: t("Plan"),
    sortable: true,
    render: (row) => (
      <span className={s.userCell}>
        <Link to={`/admin/plans/${row.product_id}/edit`} className={s.nameLink}>
          {row.plan_name}
        </Link>
        {row.price_amount !== null && row.price_currency ? (
          <span className={s.email}>
            {formatMoney(row.price_amount, row.price_currency.trim())} / {formatInterval(row.price_interval ?? "month")}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: "status",
    header: t("Status"),
    sortable: true,
    render: (row) => (
      <Badge tone={STATUSES[row.status]?.tone ?? "neutral"}>{t(STATUSES[row.status]?.label ?? row.status)}</Badge>
    ),
  },
  { key: "gateway", header: t("Paid with"), render: (row) => t(GATEWAYS[row.gateway]?.label ?? row.gateway) },
  dateColumn("renews_at", t("Renews")),
  dateColumn("ends_at", t("Ends")),
  dateColumn("created_at", t("Started"), true),
];

/** docs/spec/2-product-areas.md §2 "subscriptions" (subscriptions.update): who pays for which plan, and until when. */
export const SubscriptionsPage = guardedPage("subscriptions.update", SubscriptionsList);

/** A row opens its actions (cancel, resume, change plan, extend); a button grants one by hand. */
function SubscriptionsList() {
  const [open, setOpen] = useState<number | null>(null);
  const [granting, setGranting] = useState(false);
  return (
    <AdminListPage
      title={t("Subscriptions")}
      description={t("Every subscription with its plan, payment provider and next renewal.")}
      resource="subscriptions"
      columns={columns()}
      filters={filters()}
      searchLabel={t("Search by name, email or plan")}
      onRowAction={setOpen}
      add={{ label: t("Grant a subscription"), onPress: () => setGranting(true) }}
      emptyState={{
        title: t("No subscriptions yet"),
        message: t("Subscriptions show here as soon as someone subscribes to a plan."),
      }}
    >
      <SubscriptionDialog id={open} onClose={() => setOpen(null)} />
      <GrantSubscriptionDialog isOpen={granting} onClose={() => setGranting(false)} />
    </AdminListPage>
  );
}
