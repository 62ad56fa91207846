import { ChevronLeftIcon, Skeleton } from "@backbeat/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import { isSubscribed } from "../auth/access.ts";
import { PageError } from "../catalogue/PageState.tsx";
import { billingEnabled } from "../landing/landing-settings.ts";
import * as s from "./billing.css.ts";
import type { Subscription } from "./types.ts";

/** /billing and its steps: off while billing is off, for subscribers only (others see the plans). */
export function BillingGate({ children }: { children: ReactNode }) {
  const data = useBootstrap();
  const location = useLocation();
  if (!billingEnabled(data)) return <NotFoundPage />;
  if (!data.user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (!isSubscribed(data)) return <Navigate to="/pricing" replace />;
  return children;
}

export function useSubscription() {
  const trpc = useTRPC();
  const query = useQuery(trpc.billing.subscription.queryOptions());
  return { ...query, subscription: (query.data ?? null) as Subscription | null };
}

/** The frame of a billing step: a way back, the heading, then the step or its loading state. */
export function BillingStep({
  title,
  lead,
  children,
  backTo = "/billing",
  backLabel,
  wide,
  narrow,
  testId,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  backTo?: string | null;
  backLabel?: string;
  wide?: boolean;
  narrow?: boolean;
  testId?: string;
}) {
  return (
    <div className={[s.page, wide ? s.wide : narrow ? s.narrow : ""].join(" ")} data-testid={testId}>
      {backTo ? (
        <Link to={backTo} className={s.back}>
          <ChevronLeftIcon width={16} height={16} aria-hidden />
          {backLabel ?? t("Billing")}
        </Link>
      ) : null}
      <h1 className={s.title}>{title}</h1>
      {lead ? <p className={s.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

/** Loading and failure of the subscription, shared by every step. */
export function WithSubscription({ children }: { children: (subscription: Subscription) => ReactNode }) {
  const query = useSubscription();
  if (query.isPending)
    return (
      <div className={s.sections} role="status" aria-busy="true" aria-label={t("Loading")}>
        <Skeleton height={220} />
        <Skeleton height={120} />
      </div>
    );
  if (query.isError) return <PageError error={query.error} />;
  if (!query.subscription) return <Navigate to="/pricing" replace />;
  return children(query.subscription);
}

/** A narrow step about the current subscription: the gate, the step's page and the subscription once loaded. */
export function SubscriptionStep({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: (subscription: Subscription) => ReactNode;
}) {
  return (
    <BillingGate>
      <BillingStep narrow title={title} testId={testId}>
        <WithSubscription>{children}</WithSubscription>
      </BillingStep>
    </BillingGate>
  );
}
