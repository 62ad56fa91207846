import {
  AlertIcon,
  Badge,
  Button,
  ButtonLink,
  DownloadIcon,
  EmptyState,
  ExternalIcon,
  FileIcon,
  Skeleton,
} from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { BillingGate, BillingStep, WithSubscription } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { Card } from "./Card.tsx";
import { formatDate, intervalLabel } from "./format.ts";
import { formatMoney } from "./money.ts";
import { expiryLabel, paymentMethodLabel, statusBadge } from "./status.ts";
import type { Invoice, Subscription } from "./types.ts";

/** /billing: the plan, its next payment or end, the payment method and the invoices. */
export function BillingPage() {
  return (
    <BillingGate>
      <BillingStep
        title={t("Billing")}
        lead={t("Manage your plan, payment method and invoices.")}
        backTo={null}
        testId="billing-page"
      >
        <WithSubscription>
          {(subscription) => (
            <div className={s.sections}>
              <PlanCard subscription={subscription} />
              <PaymentMethodCard subscription={subscription} />
              <Invoices />
            </div>
          )}
        </WithSubscription>
      </BillingStep>
    </BillingGate>
  );
}

function PlanCard({ subscription: sub }: { subscription: Subscription }) {
  const badge = statusBadge(sub);
  const ending = sub.cancel_at_period_end || sub.status === "cancelled";
  const endsOn = formatDate(sub.ends_at ?? sub.renews_at);
  return (
    <Card
      id="billing-plan-title"
      title={t("Current plan")}
      aside={<Badge tone={badge.tone}>{badge.label}</Badge>}
      testId="billing-plan"
    >
      <div className={s.cardBody}>
        <div className={s.planHero}>
          <div>
            <p className={s.planName} data-testid="billing-plan-name">
              {sub.plan.name}
            </p>
            {sub.price ? (
              <p className={s.planPrice}>
                {formatMoney(sub.price.amount, sub.price.currency)} /{" "}
                {intervalLabel(sub.price.interval, sub.price.interval_count)}
              </p>
            ) : null}
          </div>
          <div className={s.actions}>
            <ButtonLink href="/billing/change-plan" variant="outline">
              {t("Change plan")}
            </ButtonLink>
            {ending ? (
              <ButtonLink href="/billing/renew" variant="primary">
                {t("Renew plan")}
              </ButtonLink>
            ) : (
              <ButtonLink href="/billing/cancel" variant="ghost">
                {t("Cancel plan")}
              </ButtonLink>
            )}
          </div>
        </div>
        <dl className={s.facts}>
          {ending ? (
            <div className={s.fact}>
              <dt className={s.factLabel}>{t("Ends on")}</dt>
              <dd className={s.factValue} data-testid="billing-ends-on">
                {endsOn || "—"}
              </dd>
            </div>
          ) : (
            <div className={s.fact}>
              <dt className={s.factLabel}>{t("Next payment")}</dt>
              <dd className={s.factValue} data-testid="billing-next-payment">
                {sub.price && sub.renews_at
                  ? t(":amount on :date", {
                      amount: formatMoney(sub.price.amount, sub.price.currency),
                      date: formatDate(sub.renews_at),
                    })
                  : "—"}
              </dd>
            </div>
          )}
          {sub.trial_ends_at && sub.status === "trialing" ? (
            <div className={s.fact}>
              <dt className={s.factLabel}>{t("Trial ends")}</dt>
              <dd className={s.factValue}>{formatDate(sub.trial_ends_at)}</dd>
            </div>
          ) : null}
          <div className={s.fact}>
            <dt className={s.factLabel}>{t("Paid with")}</dt>
            <dd className={s.factValue}>{gatewayLabel(sub.gateway)}</dd>
          </div>
        </dl>
        {sub.status === "past_due" ? (
          <p className={s.notice} role="alert">
            <AlertIcon width={18} height={18} aria-hidden />
            {sub.grace_ends_at
              ? t("Your last payment failed. Update your payment method before :date to keep your plan.", {
                  date: formatDate(sub.grace_ends_at),
                })
              : t("Your last payment failed. Update your payment method to keep your plan.")}
          </p>
        ) : ending && endsOn ? (
          <p className={s.notice}>
            <AlertIcon width={18} height={18} aria-hidden />
            {t("Your plan will not renew. You keep everything it includes until :date.", { date: endsOn })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function gatewayLabel(gateway: string): string {
  if (gateway === "stripe") return t("Card (Stripe)");
  if (gateway === "paypal") return "PayPal";
  if (gateway === "test") return t("Test gateway");
  return t("Granted by the site");
}

function PaymentMethodCard({ subscription: sub }: { subscription: Subscription }) {
  const method = sub.payment_method;
  const expiry = expiryLabel(method);
  const changeable = sub.gateway === "stripe" || sub.gateway === "paypal" || sub.gateway === "test";
  return (
    <Card id="billing-method-title" title={t("Payment method")} testId="billing-payment-method">
      <div className={s.cardBody}>
        <div className={s.method}>
          <span className={s.methodMark} aria-hidden>
            {method?.brand?.slice(0, 6) ?? "—"}
          </span>
          <div className={s.methodText}>
            <span className={s.strong}>{paymentMethodLabel(method)}</span>
            {expiry ? <span className={s.muted}>{expiry}</span> : null}
          </div>
          {changeable ? (
            <ButtonLink href="/billing/change-payment-method" variant="outline">
              {method ? t("Change") : t("Add payment method")}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function Invoices() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...trpc.billing.invoices.queryOptions({ page }), placeholderData: (prev) => prev });
  const rows = (query.data?.data ?? []) as Invoice[];
  const last = query.data?.last_page ?? 1;
  return (
    <Card id="billing-invoices-title" title={t("Invoices")} testId="billing-invoices">
      {query.isPending ? (
        <div className={s.cardBody}>
          <Skeleton height={120} />
        </div>
      ) : query.isError ? (
        <PageError error={query.error} />
      ) : rows.length === 0 ? (
        <div className={s.empty}>
          <EmptyState
            icon={<FileIcon />}
            title={t("No invoices yet")}
            message={t("Your invoices will show up here after your first payment.")}
          />
        </div>
      ) : (
        <>
          <div className={s.tableWrap}>
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col">{t("Date")}</th>
                  <th scope="col">{t("Amount")}</th>
                  <th scope="col">{t("Status")}</th>
                  <th scope="col">{t("Invoice")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{formatDate(invoice.created_at)}</td>
                    <td>{formatMoney(invoice.amount, invoice.currency)}</td>
                    <td>
                      <Badge
                        tone={
                          invoice.status === "paid" ? "positive" : invoice.status === "open" ? "warning" : "neutral"
                        }
                      >
                        {invoiceStatus(invoice.status)}
                      </Badge>
                    </td>
                    <td>
                      {invoice.pdf_url ? (
                        <a className={s.link} href={invoice.pdf_url} target="_blank" rel="noopener noreferrer">
                          <DownloadIcon width={16} height={16} aria-hidden />
                          {t("PDF")}
                        </a>
                      ) : invoice.hosted_url ? (
                        <a className={s.link} href={invoice.hosted_url} target="_blank" rel="noopener noreferrer">
                          <ExternalIcon width={16} height={16} aria-hidden />
                          {t("View")}
                        </a>
                      ) : (
                        <Link className={s.link} to={invoice.receipt_url}>
                          <FileIcon width={16} height={16} aria-hidden />
                          {t("Receipt")}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {last > 1 ? (
            <nav className={s.pager} aria-label={t("Invoice pages")}>
              <span>{t("Page :page of :last", { page, last })}</span>
              <span className={s.actions}>
                <Button size="sm" variant="outline" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
                  {t("Previous")}
                </Button>
                <Button size="sm" variant="outline" isDisabled={page >= last} onPress={() => setPage((p) => p + 1)}>
                  {t("Next")}
                </Button>
              </span>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}

function invoiceStatus(status: string): string {
  if (status === "paid") return t("Paid");
  if (status === "open") return t("Open");
  if (status === "void") return t("Void");
  if (status === "uncollectible") return t("Uncollectible");
  return status;
}

export { BillingPage as Component };
