import { Button, ButtonLink, CheckIcon, ChevronLeftIcon, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { billedLabel, intervalLabel } from "../billing/format.ts";
import { formatMoney } from "../billing/money.ts";
import { TestPaymentsNotice } from "../billing/TestPaymentsNotice.tsx";
import type { GatewayName, Plan, PlanPrice } from "../billing/types.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { clearOnboarding } from "../pricing/plan-links.ts";
import { CheckoutGate } from "./CheckoutGate.tsx";
import * as s from "./checkout.css.ts";
import { StatusCard } from "./StatusCard.tsx";
import { useSelection } from "./use-selection.ts";

/** /checkout/:productId/:priceId: the order summary and a choice of how to pay. */
export function CheckoutPage() {
  return (
    <CheckoutGate>
      <Checkout />
    </CheckoutGate>
  );
}

function gatewayText(name: GatewayName): { name: string; hint: string; mark: string } {
  if (name === "stripe")
    return {
      name: t("Credit or debit card"),
      hint: t("Visa, Mastercard, American Express and more, through Stripe."),
      mark: "CARD",
    };
  if (name === "paypal")
    return { name: "PayPal", hint: t("Pay with your PayPal balance, bank or card."), mark: "PayPal" };
  return { name: t("Test payment"), hint: t("Demo mode: no money moves, nothing is charged."), mark: "TEST" };
}

function Checkout() {
  const trpc = useTRPC();
  const selection = useSelection();
  const gateways = useQuery(trpc.billing.gateways.queryOptions());
  const available = (gateways.data?.gateways ?? []) as GatewayName[];
  const [chosen, setChosen] = useState<GatewayName | null>(null);
  const gateway = chosen && available.includes(chosen) ? chosen : (available[0] ?? null);
  const start = useMutation(
    trpc.billing.startCheckout.mutationOptions({
      onSuccess: ({ redirectUrl }) => {
        window.location.assign(redirectUrl);
      },
    }),
  );
  // The choice made before registering has brought the viewer here: it has done its job.
  useEffect(() => clearOnboarding(), []);

  if (selection.missing) return <UnknownPlan />;
  if (selection.error) return <PageError error={selection.error} />;
  if (gateways.isError) return <PageError error={gateways.error} />;
  const { plan, price } = selection;

  return (
    <div className={s.page} data-testid="checkout-page">
      <Link to="/pricing" className={s.back}>
        <ChevronLeftIcon width={16} height={16} aria-hidden />
        {t("All plans")}
      </Link>
      <h1 className={s.title}>{t("Checkout")}</h1>
      <p className={s.lead}>{t("Review your plan and choose how you'd like to pay.")}</p>
      <div className={s.testPayments}>
        <TestPaymentsNotice />
      </div>
      <div className={s.layout}>
        <section className={s.panel} aria-labelledby="checkout-pay-title">
          <h2 id="checkout-pay-title" className={s.panelTitle}>
            {t("Payment method")}
          </h2>
          {gateways.isPending ? (
            <div className={s.methods}>
              <Skeleton height={72} />
              <Skeleton height={72} />
            </div>
          ) : available.length === 0 ? (
            <p className={s.muted} role="alert">
              {t("Payments are not available right now. Please try again later.")}
            </p>
          ) : (
            <RadioGroup
              aria-labelledby="checkout-pay-title"
              value={gateway ?? ""}
              onChange={(v) => setChosen(v as GatewayName)}
              className={s.methods}
            >
              {available.map((name) => (
                <Radio key={name} value={name} className={s.method} data-testid={`gateway-${name}`}>
                  <span className={s.dot} aria-hidden />
                  <span className={s.methodText}>
                    <span className={s.methodName}>{gatewayText(name).name}</span>
                    <span className={s.methodHint}>{gatewayText(name).hint}</span>
                  </span>
                  <span className={s.methodMark} aria-hidden>
                    {gatewayText(name).mark}
                  </span>
                </Radio>
              ))}
            </RadioGroup>
          )}
          <Button
            variant="primary"
            size="lg"
            fullWidth
            isDisabled={!gateway || !plan || !price}
            isPending={start.isPending || start.isSuccess}
            onPress={() => {
              if (gateway && plan && price) start.mutate({ productId: plan.id, priceId: price.id, gateway });
            }}
          >
            {price ? t("Continue to payment") : t("Loading")}
          </Button>
          <p className={s.secure}>
            {gateway === "test"
              ? t("Test mode: you will confirm or decline the payment on the next page.")
              : t("You'll finish paying securely on the provider's page, then come back here.")}
          </p>
        </section>
        {plan && price ? <OrderSummary plan={plan} price={price} /> : <Skeleton height={320} />}
      </div>
    </div>
  );
}

export function OrderSummary({ plan, price }: { plan: Plan; price: PlanPrice }) {
  const total = formatMoney(price.amount, price.currency);
  return (
    <aside className={s.summary} aria-labelledby="checkout-summary-title" data-testid="order-summary">
      <h2 id="checkout-summary-title" className={s.panelTitle}>
        {t("Order summary")}
      </h2>
      <div className={s.planRow}>
        <p className={s.planName}>{plan.name}</p>
        <span className={s.planPrice}>
          {total}
          <span className={s.muted}> / {intervalLabel(price.interval, price.interval_count)}</span>
        </span>
      </div>
      <p className={s.muted}>{billedLabel(price.interval, price.interval_count)}</p>
      {plan.feature_list.length ? (
        <ul className={s.features}>
          {plan.feature_list.slice(0, 6).map((f) => (
            <li key={f} className={s.feature}>
              <CheckIcon aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={s.totals}>
        <div className={s.totalRow}>
          <span>{t("Subtotal")}</span>
          <span>{total}</span>
        </div>
        <div className={s.grandTotal}>
          <span>{t("Due today")}</span>
          <span data-testid="due-today">{total}</span>
        </div>
      </div>
      <p className={s.muted}>{t("Renews automatically. Cancel any time from your billing page.")}</p>
    </aside>
  );
}

export function UnknownPlan() {
  return (
    <StatusCard
      tone="danger"
      title={t("This plan is not available")}
      testId="checkout-unknown"
      actions={
        <ButtonLink href="/pricing" variant="primary">
          {t("See all plans")}
        </ButtonLink>
      }
    >
      {t(
        "The link names a plan or price that doesn't exist or is no longer sold. Choose a plan from the pricing page.",
      )}
    </StatusCard>
  );
}

export { CheckoutPage as Component };
