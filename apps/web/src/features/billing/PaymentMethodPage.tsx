import { ButtonLink, CheckCircleIcon } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { SubscriptionStep } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { ConfirmActions, ConfirmCard } from "./Card.tsx";
import { expiryLabel, paymentMethodLabel } from "./status.ts";

/**
 * /billing/change-payment-method: the card or account is entered on the provider's own page
 * (nothing of it passes through this site); the provider sends the browser back to the done step.
 */
export function PaymentMethodPage() {
  const trpc = useTRPC();
  const start = useMutation(
    trpc.billing.startPaymentMethodChange.mutationOptions({
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    }),
  );
  return (
    <SubscriptionStep title={t("Change payment method")} testId="billing-payment-method-change">
      {(sub) => (
        <ConfirmCard>
          <p className={s.factLabel}>{t("On file now")}</p>
          <p className={s.strong}>{paymentMethodLabel(sub.payment_method)}</p>
          {expiryLabel(sub.payment_method) ? <p className={s.muted}>{expiryLabel(sub.payment_method)}</p> : null}
          <ul className={s.list}>
            <li>{t("You'll enter the new details on the payment provider's secure page.")}</li>
            <li>{t("Your plan and billing dates stay the same; nothing is charged now.")}</li>
            <li>{t("Future payments use the new method.")}</li>
          </ul>
          <ConfirmActions
            label={t("Continue")}
            isPending={start.isPending || start.isSuccess}
            onConfirm={() => start.mutate()}
            backLabel={t("Cancel")}
          />
        </ConfirmCard>
      )}
    </SubscriptionStep>
  );
}

/** /billing/change-payment-method/done: back from the provider, show what is now on file. */
export function PaymentMethodDonePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const announced = useRef(false);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.billing.subscription.queryKey() });
    if (!announced.current) {
      announced.current = true;
      toast("Payment method updated.");
    }
  }, [queryClient, trpc]);
  return (
    <SubscriptionStep title={t("Payment method updated")} testId="billing-payment-method-done">
      {(sub) => (
        <ConfirmCard>
          <div className={s.method}>
            <CheckCircleIcon width={28} height={28} aria-hidden />
            <div className={s.methodText}>
              <span className={s.strong}>{paymentMethodLabel(sub.payment_method)}</span>
              <span className={s.muted}>{t("Your next payments will use this method.")}</span>
            </div>
          </div>
          <div className={s.actions} style={{ marginTop: 24 }}>
            <ButtonLink href="/billing" variant="primary">
              {t("Back to billing")}
            </ButtonLink>
          </div>
        </ConfirmCard>
      )}
    </SubscriptionStep>
  );
}

export { PaymentMethodPage as Component };
