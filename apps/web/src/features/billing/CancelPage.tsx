import { Button, ButtonLink } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { Navigate, useNavigate } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { BillingGate, BillingStep, WithSubscription } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { formatDate } from "./format.ts";
import { useRefreshViewer } from "./refresh-viewer.ts";

/** /billing/cancel: cancelling stops the renewal; the plan runs to the end of the paid period. */
export function CancelPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshViewer();
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast("Your plan is cancelled and will end at the close of this period.");
        navigate("/billing");
      },
    }),
  );
  return (
    <BillingGate>
      <BillingStep narrow title={t("Cancel your plan")} testId="billing-cancel">
        <WithSubscription>
          {(sub) => {
            if (sub.cancel_at_period_end) return <Navigate to="/billing" replace />;
            const until = formatDate(sub.renews_at ?? sub.ends_at);
            return (
              <section className={[s.card, s.confirm].join(" ")}>
                <div className={s.cardBody}>
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
                  <div className={s.actions}>
                    <Button variant="danger" isPending={cancel.isPending} onPress={() => cancel.mutate()}>
                      {t("Cancel plan")}
                    </Button>
                    <ButtonLink href="/billing" variant="outline">
                      {t("Keep my plan")}
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

export { CancelPage as Component };
