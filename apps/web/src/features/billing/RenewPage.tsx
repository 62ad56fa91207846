import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import * as s from "./billing.css.ts";
import { formatDate, intervalLabel } from "./format.ts";
import { formatMoney } from "./money.ts";
import { SubscriptionActionStep } from "./SubscriptionActionStep.tsx";

/** /billing/renew: undoes a cancellation before the period ends; billing carries on as before. */
export function RenewPage() {
  return (
    <SubscriptionActionStep
      action="renew"
      title={t("Renew your plan")}
      testId="billing-renew"
      applies={(sub) => sub.cancel_at_period_end || sub.status === "cancelled"}
      confirm={{ label: t("Renew plan"), variant: "primary" }}
      backLabel={t("Not now")}
      done={() => toast("Your plan is renewed.")}
      body={(sub) => {
        const ends = formatDate(sub.ends_at ?? sub.renews_at);
        return (
          <>
            <p className={s.muted}>
              {ends
                ? t("Your :plan plan is set to end on :date. Renew it to keep listening without interruption.", {
                    plan: sub.plan.name,
                    date: ends,
                  })
                : t("Your :plan plan is set to end. Renew it to keep listening without interruption.", {
                    plan: sub.plan.name,
                  })}
            </p>
            {sub.price ? (
              <div className={s.lines}>
                <div className={s.lineTotal}>
                  <span>{t("Next payment")}</span>
                  <span>
                    {formatMoney(sub.price.amount, sub.price.currency)} /{" "}
                    {intervalLabel(sub.price.interval, sub.price.interval_count)}
                  </span>
                </div>
                {ends ? (
                  <p className={s.muted}>
                    {t("Charged on :date, then every period until you cancel.", { date: ends })}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}

export { RenewPage as Component };
