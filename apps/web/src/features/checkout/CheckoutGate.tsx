import type { ReactNode } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import { isSubscribed } from "../auth/access.ts";
import { billingEnabled } from "../landing/landing-settings.ts";
import { storeOnboarding } from "../pricing/plan-links.ts";
import { routeId } from "./poll.ts";

/**
 * The checkout's loader rules (docs/spec/2-product-areas.md §2 "Billing and checkout"): while billing is off there is
 * nothing here; a guest registers first and comes back to this checkout; a subscriber already
 * has a plan and manages it on /billing.
 */
export function CheckoutGate({
  children,
  allowSubscribed = false,
}: {
  children: ReactNode;
  allowSubscribed?: boolean;
}) {
  const data = useBootstrap();
  const location = useLocation();
  const params = useParams();
  if (!billingEnabled(data)) return <NotFoundPage />;
  if (!data.user) {
    const productId = routeId(params.productId);
    const priceId = routeId(params.priceId);
    if (productId && priceId) storeOnboarding({ productId, priceId });
    const here = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/register?redirectFrom=pricing&redirect=${here}`} replace />;
  }
  if (!allowSubscribed && isSubscribed(data)) return <Navigate to="/billing" replace />;
  return children;
}
