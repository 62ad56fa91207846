import { Navigate, type RouteObject, useParams } from "react-router";

const confirm = () => import("./ConfirmChangePage.tsx");

/** The spec writes the subscriber's plan link as /change-plan/…; it is the billing step. */
function ChangePlanAlias() {
  const { productId, priceId } = useParams();
  return <Navigate to={`/billing/change-plan/${productId}/${priceId}/confirm`} replace />;
}

/** docs/spec/2-product-areas.md §2 "Pricing" and "Billing and checkout": /pricing and the subscriber's billing steps. */
export const billingRoutes: RouteObject[] = [
  { path: "pricing", lazy: () => import("../pricing/PricingPage.tsx") },
  { path: "billing", lazy: () => import("./BillingPage.tsx") },
  { path: "billing/change-payment-method", lazy: () => import("./PaymentMethodPage.tsx") },
  { path: "billing/change-payment-method/done", lazy: () => import("./PaymentMethodDoneRoute.tsx") },
  { path: "billing/change-plan", lazy: () => import("./ChangePlanPage.tsx") },
  { path: "billing/change-plan/:productId/:priceId/confirm", lazy: confirm },
  { path: "billing/cancel", lazy: () => import("./CancelPage.tsx") },
  { path: "billing/renew", lazy: () => import("./RenewPage.tsx") },
  { path: "billing/receipts/:invoiceId", lazy: () => import("./ReceiptPage.tsx") },
  { path: "change-plan/:productId/:priceId/confirm", element: <ChangePlanAlias /> },
];
