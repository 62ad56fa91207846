import { Button, ButtonLink } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshViewer } from "../billing/refresh-viewer.ts";
import type { CheckoutStatus } from "../billing/types.ts";
import { CheckoutGate } from "./CheckoutGate.tsx";
import { POLL_INTERVAL_MS, pollState, validCheckoutId } from "./poll.ts";
import { StatusCard } from "./StatusCard.tsx";

/**
 * The return pages (stripe/done, paypal/done, and the test gateway's): the provider has sent the
 * browser back, but the subscription is real only once its webhook has landed, so this waits for
 * the checkout to settle, then goes to /billing.
 */
export function CheckoutDonePage() {
  return (
    <CheckoutGate allowSubscribed>
      <Done />
    </CheckoutGate>
  );
}

function Done() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refreshViewer = useRefreshViewer();
  const { productId, priceId } = useParams();
  const [params] = useSearchParams();
  const checkoutId = params.get("checkout");
  const valid = validCheckoutId(checkoutId);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const query = useQuery({
    ...trpc.billing.checkout.queryOptions({ checkoutId: checkoutId ?? "" }),
    enabled: valid,
    refetchInterval: (q) => {
      const status = (q.state.data as { status?: CheckoutStatus } | undefined)?.status;
      return pollState(status, Date.now() - startedAt) === "waiting" ? POLL_INTERVAL_MS : false;
    },
    refetchIntervalInBackground: true,
    retry: 2,
  });
  const status = query.data?.status as CheckoutStatus | undefined;
  const state = pollState(status, now - startedAt);

  // The clock that turns a long wait into the timeout message.
  useEffect(() => {
    if (state !== "waiting") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const finished = useRef(false);
  useEffect(() => {
    if (state !== "completed" || finished.current) return;
    finished.current = true;
    void refreshViewer().finally(() => {
      toast("Payment confirmed. Your plan is active.");
      navigate("/billing", { replace: true });
    });
  }, [state, navigate, refreshViewer]);

  const retry = `/checkout/${productId}/${priceId}`;
  if (!valid || query.isError) {
    return (
      <StatusCard
        tone="danger"
        title={t("We couldn't find this payment")}
        testId="checkout-done-error"
        actions={
          <ButtonLink href={retry} variant="primary">
            {t("Back to checkout")}
          </ButtonLink>
        }
      >
        {t("The link is incomplete or has expired. Nothing was charged through it; start the checkout again.")}
      </StatusCard>
    );
  }
  if (state === "failed" || state === "expired") {
    return (
      <StatusCard
        tone="danger"
        title={state === "failed" ? t("Your payment didn't go through") : t("This checkout has expired")}
        testId="checkout-failed"
        actions={
          <>
            <ButtonLink href={retry} variant="primary">
              {t("Try again")}
            </ButtonLink>
            <ButtonLink href="/pricing" variant="outline">
              {t("See all plans")}
            </ButtonLink>
          </>
        }
      >
        {state === "failed"
          ? t("The payment was declined and you have not been charged. Try again, perhaps with another card.")
          : t("The payment window closed before it was finished. You have not been charged.")}
      </StatusCard>
    );
  }
  if (state === "timeout") {
    return (
      <StatusCard
        tone="waiting"
        title={t("Still confirming your payment…")}
        testId="checkout-timeout"
        actions={
          <>
            <Button
              variant="primary"
              onPress={() => {
                setStartedAt(Date.now());
                setNow(Date.now());
                void query.refetch();
              }}
            >
              {t("Check again")}
            </Button>
            <ButtonLink href="/billing" variant="outline">
              {t("Go to billing")}
            </ButtonLink>
          </>
        }
      >
        {t(
          "The payment provider hasn't confirmed yet. This can take a few minutes; you'll get an e-mail once it's done.",
        )}
      </StatusCard>
    );
  }
  return (
    <StatusCard
      tone={state === "completed" ? "done" : "waiting"}
      title={t("Confirming your payment…")}
      testId="checkout-waiting"
    >
      {t("This usually takes a few seconds. Please keep this page open.")}
    </StatusCard>
  );
}

export { CheckoutDonePage as Component };
