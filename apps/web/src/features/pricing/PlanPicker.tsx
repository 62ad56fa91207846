import { Button, ButtonLink, CheckCircleIcon, CheckIcon } from "@backbeat/ui";
import { useRef, useState } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { billedLabel, intervalLabel } from "../billing/format.ts";
import { formatMoney, perMonth, toMajor } from "../billing/money.ts";
import type { Plan, PlanPrice } from "../billing/types.ts";
import { type Cycle, cyclesDiffer, DEFAULT_CYCLE, pickPrice, yearlySaving } from "./cycle.ts";
import { type LinkViewer, planAction, storeOnboarding } from "./plan-links.ts";
import * as s from "./pricing.css.ts";

/** Where prices carrying an external id are sold: the host takes the order in a form post. */
export const EXTERNAL_PAYMENT_HOST = "https://transactions.sendowl.com/subscriptions";

export interface PickerViewer extends LinkViewer {
  user: { id: number; email: string } | null;
}

/**
 * The plan cards with the monthly / yearly switch (docs/spec/2-product-areas.md §4 "Pricing plan picker"): /pricing
 * and /billing/change-plan both render it, so a plan looks and links the same in both places.
 */
export function PlanPicker({ plans, viewer }: { plans: Plan[]; viewer: PickerViewer }) {
  const [cycle, setCycle] = useState<Cycle>(DEFAULT_CYCLE);
  const listed = plans.filter((p) => !p.hidden);
  const best = Math.max(
    0,
    ...listed.map((p) => yearlySaving(pickPrice(p.prices, "monthly"), pickPrice(p.prices, "yearly")) ?? 0),
  );
  return (
    <div data-testid="plan-picker">
      {cyclesDiffer(listed) ? (
        <div className={s.cycleRow}>
          <RadioGroup
            aria-label={t("Billing cycle")}
            orientation="horizontal"
            value={cycle}
            onChange={(v) => setCycle(v as Cycle)}
            className={s.cycle}
          >
            <Radio value="monthly" className={s.cycleOption}>
              {t("Monthly")}
            </Radio>
            <Radio value="yearly" className={s.cycleOption}>
              {t("Yearly")}
              {best > 0 ? <span className={s.saving}>{t("Save up to :percent%", { percent: best })}</span> : null}
            </Radio>
          </RadioGroup>
        </div>
      ) : null}
      <ul
        className={[s.grid, listed.length < 3 ? s.gridNarrow : ""].join(" ")}
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        {listed.map((plan) => (
          <li key={plan.id} style={{ display: "flex" }}>
            <PlanCard plan={plan} price={plan.free ? null : pickPrice(plan.prices, cycle)} viewer={viewer} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlanCard({ plan, price, viewer }: { plan: Plan; price: PlanPrice | null; viewer: PickerViewer }) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      className={[s.card, plan.recommended ? s.cardRecommended : ""].join(" ")}
      style={{ flex: 1 }}
      aria-labelledby={headingId}
      data-testid={`plan-card-${plan.id}`}
    >
      {plan.recommended ? <span className={s.badge}>{t("Most popular")}</span> : null}
      <h2 id={headingId} className={s.planName}>
        {plan.name}
      </h2>
      {plan.description ? <p className={s.planDescription}>{plan.description}</p> : null}
      <div className={s.priceBlock}>
        <PriceDisplay plan={plan} price={price} />
      </div>
      <div className={s.action}>
        <PlanButton plan={plan} price={price} viewer={viewer} />
      </div>
      {plan.feature_list.length ? (
        <ul className={s.features} aria-label={t("Features of :plan", { plan: plan.name })}>
          {plan.feature_list.map((feature) => (
            <li key={feature} className={s.feature}>
              <span className={s.featureIcon} aria-hidden>
                <CheckIcon />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function PriceDisplay({ plan, price }: { plan: Plan; price: PlanPrice | null }) {
  if (plan.free || !price) {
    return (
      <>
        <div className={s.priceLine}>
          <span className={s.amount}>{t("Free")}</span>
        </div>
        <p className={s.billed}>{plan.free ? t("No card needed") : t("No price yet")}</p>
      </>
    );
  }
  const monthly = perMonth(price);
  return (
    <>
      <div className={s.priceLine} data-testid="plan-price">
        <span className={s.amount}>{formatMoney(price.amount, price.currency, undefined, true)}</span>
        <span className={s.per}>/ {intervalLabel(price.interval, price.interval_count)}</span>
      </div>
      <p className={s.billed}>
        {monthly
          ? t(":amount a month, :billed", {
              amount: formatMoney(monthly, price.currency),
              billed: billedLabel(price.interval, price.interval_count).toLowerCase(),
            })
          : billedLabel(price.interval, price.interval_count)}
      </p>
    </>
  );
}

function PlanButton({ plan, price, viewer }: { plan: Plan; price: PlanPrice | null; viewer: PickerViewer }) {
  const action = planAction(plan, price, viewer);
  const label = plan.free ? t("Get started") : viewer.subscribed ? t("Switch plan") : t("Upgrade");
  if (action.kind === "current") {
    return (
      <div className={s.current} data-testid="current-plan">
        <CheckCircleIcon width={18} height={18} />
        {t("Your current plan")}
      </div>
    );
  }
  if (action.kind === "external" && price) {
    return <ExternalPayForm price={price} plan={plan} sendowlId={action.sendowlId} viewer={viewer} label={label} />;
  }
  if (action.kind !== "link") return null;
  return (
    <ButtonLink
      href={action.to}
      size="lg"
      fullWidth
      variant={plan.recommended ? "primary" : "outline"}
      onPress={() => {
        if (action.onboarding) storeOnboarding(action.onboarding);
      }}
      aria-label={`${label}: ${plan.name}`}
    >
      {label}
    </ButtonLink>
  );
}

/** A price sold through the external payment host: a hidden form posts the order there. */
function ExternalPayForm({
  plan,
  price,
  sendowlId,
  viewer,
  label,
}: {
  plan: Plan;
  price: PlanPrice;
  sendowlId: string;
  viewer: PickerViewer;
  label: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      <form
        ref={form}
        method="post"
        action={`${EXTERNAL_PAYMENT_HOST}/${encodeURIComponent(sendowlId)}/buy`}
        className={s.hiddenForm}
        data-testid="external-payment-form"
      >
        <input type="hidden" name="amount" value={String(toMajor(price.amount, price.currency))} />
        <input type="hidden" name="sub_id" value={sendowlId} />
        <input type="hidden" name="email" value={viewer.user?.email ?? ""} />
        <input type="hidden" name="id" value={String(viewer.user?.id ?? "")} />
        <input type="hidden" name="ch" value={String(plan.id)} />
      </form>
      <Button
        size="lg"
        fullWidth
        variant={plan.recommended ? "primary" : "outline"}
        onPress={() => form.current?.submit()}
        aria-label={`${label}: ${plan.name}`}
      >
        {label}
      </Button>
    </>
  );
}
