import { Badge, Button, FileIcon, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import { PageError } from "../catalogue/PageState.tsx";
import { billingEnabled } from "../landing/landing-settings.ts";
import { BillingStep } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { Card } from "./Card.tsx";
import { formatDate } from "./format.ts";
import { formatMoney } from "./money.ts";
import { paymentMethodLabel } from "./status.ts";

const STATUS: Record<string, { label: string; tone: "positive" | "warning" | "neutral" | "danger" }> = {
  paid: { label: "Paid", tone: "positive" },
  open: { label: "Open", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  void: { label: "Void", tone: "neutral" },
};

/**
 * /billing/receipts/{invoiceId}: one charge, as the subscriber keeps it (every invoice links here
 * unless its provider made a PDF or page of its own). Former subscribers keep their receipts.
 */
export function ReceiptPage() {
  const data = useBootstrap();
  const location = useLocation();
  const id = Number(useParams().invoiceId);
  const trpc = useTRPC();
  const valid = Number.isInteger(id) && id > 0 && id < 2_147_483_648;
  const query = useQuery({ ...trpc.billing.receipt.queryOptions({ id }), enabled: valid && Boolean(data.user) });
  if (!billingEnabled(data) || !valid) return <NotFoundPage />;
  if (!data.user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  const siteName = data.branding.site_name;
  return (
    <BillingStep title={t("Receipt")} backLabel={t("Billing")} narrow testId="receipt-page">
      {query.isError ? (
        <PageError error={query.error} />
      ) : !query.data ? (
        <Skeleton height={320} />
      ) : (
        <Card
          id="receipt-title"
          title={siteName}
          aside={
            <Badge tone={(STATUS[query.data.status] ?? STATUS.void)?.tone}>
              {t((STATUS[query.data.status] ?? STATUS.void)?.label ?? "Void")}
            </Badge>
          }
        >
          <div className={s.cardBody}>
            <div className={s.planHero}>
              <div>
                <p className={s.planName} data-testid="receipt-amount">
                  {formatMoney(query.data.amount, query.data.currency)}
                </p>
                <p className={s.planPrice}>{query.data.description ?? t("Subscription")}</p>
              </div>
            </div>
            <dl className={s.facts}>
              <div className={s.fact}>
                <dt className={s.factLabel}>{t("Receipt number")}</dt>
                <dd className={s.factValue}>{String(query.data.id).padStart(6, "0")}</dd>
              </div>
              <div className={s.fact}>
                <dt className={s.factLabel}>{t("Date")}</dt>
                <dd className={s.factValue}>{formatDate(query.data.created_at)}</dd>
              </div>
              {query.data.period_start && query.data.period_end ? (
                <div className={s.fact}>
                  <dt className={s.factLabel}>{t("Period")}</dt>
                  <dd className={s.factValue}>
                    {formatDate(query.data.period_start)} – {formatDate(query.data.period_end)}
                  </dd>
                </div>
              ) : null}
              <div className={s.fact}>
                <dt className={s.factLabel}>{t("Paid with")}</dt>
                <dd className={s.factValue}>
                  {query.data.gateway === "test"
                    ? t("Test payment (no money moved)")
                    : paymentMethodLabel(query.data.payment_method)}
                </dd>
              </div>
            </dl>
            <div className={s.actions}>
              <Button variant="outline" startIcon={<FileIcon width={16} height={16} />} onPress={() => window.print()}>
                {t("Print")}
              </Button>
            </div>
          </div>
        </Card>
      )}
    </BillingStep>
  );
}

export { ReceiptPage as Component };
