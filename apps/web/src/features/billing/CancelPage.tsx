import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import * as s from "./billing.css.ts";
import { formatDate } from "./format.ts";
import { SubscriptionActionStep } from "./SubscriptionActionStep.tsx";

/** /billing/cancel: cancelling stops the renewal; the plan runs to the end of the paid period. */
export function CancelPage() {
  return (
    <SubscriptionActionStep
      action="cancel"
      title={t("Cancel your plan")}
      testId="billing-cancel"
      applies={(sub) => !sub.cancel_at_period_end}
      confirm={{ label: t("Cancel plan"), variant: "danger" }}
      backLabel={t("Keep my plan")}
      done={() => toast("Your plan is cancelled and will end at the close of this period.")}
      body={(sub) => {
        const until = formatDate(sub.renews_at ?? sub.ends_at);
        return (
          <>
            <p className={s.muted}>
              {until
                ? t("Your :plan plan stays active until :date. After that:", { plan: sub.plan.name, date: until })
                : t("Your :plan plan stays active until the end of this billing period. After that:", {
                    plan: sub.plan.name,
                  })}
            </p>
            <ul className={s.list}>
              <li>{t("You won't be charged again.")}</li>
              <li>{t("Features of your plan are no longer available.")}</li>
              <li>{t("You can renew any time before then and nothing changes.")}</li>
            </ul>
          </>
        );
      }}
    />
  );
}

export { CancelPage as Component };
