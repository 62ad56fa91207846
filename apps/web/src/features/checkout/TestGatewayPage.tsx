import { AlertIcon, Button, Skeleton } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { billedLabel } from "../billing/format.ts";
import { formatMoney } from "../billing/money.ts";
import { CheckoutGate } from "./CheckoutGate.tsx";
import { UnknownPlan } from "./CheckoutPage.tsx";
import * as s from "./checkout.css.ts";
import { validCheckoutId } from "./poll.ts";
import { useSelection } from "./use-selection.ts";

/**
 * The built-in test gateway's payment page: a demo without provider keys. It says plainly that
 * no money moves; Pay and Decline settle the checkout the way a provider's webhook would.
 */
export function TestGatewayPage() {
  return (
    <CheckoutGate allowSubscribed>
      <TestGateway />
    </CheckoutGate>
  );
}

function TestGateway() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { productId, priceId } = useParams();
  const [params] = useSearchParams();
  const checkoutId = params.get("checkout");
  const selection = useSelection();
  const pay = useMutation(
    trpc.billing.testPay.mutationOptions({
      onSuccess: () =>
        navigate(`/checkout/${productId}/${priceId}/test/done?checkout=${encodeURIComponent(checkoutId ?? "")}`),
    }),
  );
  if (selection.missing || !validCheckoutId(checkoutId)) return <UnknownPlan />;
  const { plan, price } = selection;
  return (
    <div className={s.center}>
      <section className={s.statusCard} aria-labelledby="test-pay-title" data-testid="test-gateway">
        <div className={s.testBanner} role="note">
          <AlertIcon width={20} height={20} aria-hidden />
          {t("Test payment — no money moves")}
        </div>
        <h1 id="test-pay-title" className={s.statusTitle}>
          {plan ? t("Pay for :plan", { plan: plan.name }) : <Skeleton width="60%" height={28} />}
        </h1>
        {price ? (
          <>
            <p className={s.testAmount}>{formatMoney(price.amount, price.currency)}</p>
            <p className={s.statusText}>{billedLabel(price.interval, price.interval_count)}</p>
          </>
        ) : (
          <Skeleton height={60} />
        )}
        <div className={s.stack}>
          <Button
            variant="primary"
            size="lg"
            fullWidth
            isPending={pay.isPending && pay.variables?.outcome === "paid"}
            isDisabled={pay.isPending || !price}
            onPress={() => checkoutId && pay.mutate({ checkoutId, outcome: "paid" })}
          >
            {t("Pay")}
          </Button>
          <Button
            size="lg"
            fullWidth
            variant="outline"
            isPending={pay.isPending && pay.variables?.outcome === "declined"}
            isDisabled={pay.isPending || !price}
            onPress={() => checkoutId && pay.mutate({ checkoutId, outcome: "declined" })}
          >
            {t("Decline")}
          </Button>
        </div>
        <p className={s.secure}>
          {t("This site runs the built-in test gateway. No card is asked for and nothing is charged.")}
        </p>
      </section>
    </div>
  );
}

export { TestGatewayPage as Component };
