import { ChevronRightIcon, Skeleton } from "@backbeat/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { UnknownPlan } from "../checkout/CheckoutPage.tsx";
import { routeId } from "../checkout/poll.ts";
import { BillingGate, BillingStep, WithSubscription } from "./BillingGate.tsx";
import * as s from "./billing.css.ts";
import { ConfirmActions, ConfirmCard } from "./Card.tsx";
import { formatDate, intervalLabel } from "./format.ts";
import { formatMoney } from "./money.ts";
import { useRefreshViewer } from "./refresh-viewer.ts";
import type { PlanPrice, Subscription } from "./types.ts";

interface Preview {
  amountDue: number;
  currency: string;
  nextPaymentAt: string | null;
  plan: { id: number; name: string };
  price: Pick<PlanPrice, "id" | "amount" | "currency" | "interval" | "interval_count">;
}

/**
 * /billing/change-plan/:productId/:priceId/confirm: the provider's proration preview (what is due
 * now, what the next payment will be) is shown before anything changes.
 */
export function ConfirmChangePage() {
  const params = useParams();
  const productId = routeId(params.productId);
  const priceId = routeId(params.priceId);
  return (
    <BillingGate>
      {productId && priceId ? (
        <BillingStep
          narrow
          title={t("Confirm your new plan")}
          backTo="/billing/change-plan"
          backLabel={t("Change plan")}
          testId="billing-confirm-change"
        >
          <WithSubscription>
            {(sub) => <Confirm subscription={sub} productId={productId} priceId={priceId} />}
          </WithSubscription>
        </BillingStep>
      ) : (
        <UnknownPlan />
      )}
    </BillingGate>
  );
}

function Confirm({
  subscription: sub,
  productId,
  priceId,
}: {
  subscription: Subscription;
  productId: number;
  priceId: number;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshViewer();
  const preview = useQuery({ ...trpc.billing.previewChange.queryOptions({ productId, priceId }), retry: false });
  const change = useMutation(
    trpc.billing.changePlan.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast("Your plan is changed.");
        navigate("/billing");
      },
    }),
  );
  if (preview.isPending) return <Skeleton height={320} />;
  if (preview.isError) {
    const status = (preview.error as { data?: { httpStatus?: number } }).data?.httpStatus;
    return status === 404 || status === 422 || status === 400 ? <UnknownPlan /> : <PageError error={preview.error} />;
  }
  const next = preview.data as Preview;
  const samePrice = sub.price?.id === next.price.id;
  const priceText = (p: Preview["price"] | Subscription["price"]) =>
    p ? `${formatMoney(p.amount, p.currency)} / ${intervalLabel(p.interval, p.interval_count)}` : "";
  return (
    <ConfirmCard>
      <div className={s.compare}>
        <div className={s.compareBox}>
          <span className={s.factLabel}>{t("Current")}</span>
          <p className={s.strong}>{sub.plan.name}</p>
          <p className={s.muted}>{priceText(sub.price)}</p>
        </div>
        <span className={s.compareArrow} aria-hidden>
          <ChevronRightIcon width={20} height={20} />
        </span>
        <div className={s.compareNew} data-testid="confirm-new-plan">
          <span className={s.factLabel}>{t("New")}</span>
          <p className={s.strong}>{next.plan.name}</p>
          <p className={s.muted}>{priceText(next.price)}</p>
        </div>
      </div>
      <div className={s.lines} data-testid="proration">
        <div className={s.lineTotal}>
          <span>{t("Due today")}</span>
          <span>{formatMoney(Math.max(0, next.amountDue), next.currency)}</span>
        </div>
        {next.amountDue < 0 ? (
          <p className={s.muted}>
            {t(":amount of unused time is credited to your next payments.", {
              amount: formatMoney(-next.amountDue, next.currency),
            })}
          </p>
        ) : next.amountDue > 0 ? (
          <p className={s.muted}>
            {t("The difference for the rest of this period, charged to your payment method now.")}
          </p>
        ) : null}
        {next.nextPaymentAt ? (
          <div className={s.line}>
            <span>{t("Next payment")}</span>
            <span>
              {t(":amount on :date", {
                amount: formatMoney(next.price.amount, next.price.currency),
                date: formatDate(next.nextPaymentAt),
              })}
            </span>
          </div>
        ) : null}
      </div>
      <ConfirmActions
        label={t("Confirm change")}
        isPending={change.isPending}
        isDisabled={samePrice}
        onConfirm={() => change.mutate({ productId, priceId })}
        backLabel={t("Keep current plan")}
      />
    </ConfirmCard>
  );
}

export { ConfirmChangePage as Component };
