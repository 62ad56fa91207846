import { Button, ButtonLink } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { Navigate, useNavigate } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { BillingGate, BillingStep, WithSubscription } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { formatDate, intervalLabel } from "./format.ts";
import { formatMoney } from "./money.ts";
import { useRefreshViewer } from "./refresh-viewer.ts";

/** /billing/renew: undoes a cancellation before the period ends; billing carries on as before. */
export function RenewPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshViewer();
  const renew = useMutation(
    trpc.billing.renew.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast("Your plan is renewed.");
        navigate("/billing");
      },
    }),
  );
  return (
    <BillingGate>
      <BillingStep narrow title={t("Renew your plan")} testId="billing-renew">
        <WithSubscription>
          {(sub) => {
            if (!sub.cancel_at_period_end && sub.status !== "cancelled") return <Navigate to="/billing" replace />;
            const ends = formatDate(sub.ends_at ?? sub.renews_at);
            return (
              <section className={[s.card, s.confirm].join(" ")}>
                <div className={s.cardBody}>
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
                  <div className={s.actions}>
                    <Button variant="primary" isPending={renew.isPending} onPress={() => renew.mutate()}>
                      {t("Renew plan")}
                    </Button>
                    <ButtonLink href="/billing" variant="outline">
                      {t("Not now")}
                    </ButtonLink>
                  </div>
                </div>
              </section>
            );
          }}
        </WithSubscription>
      </BillingStep>
    </BillingGate>
  );
}

export { RenewPage as Component };
