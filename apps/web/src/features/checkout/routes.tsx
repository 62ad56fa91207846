import type { RouteObject } from "react-router";

const done = () => import("./CheckoutDonePage.tsx");

/** docs/spec/2-product-areas.md §2 "Billing and checkout": the checkout, the test gateway's page and the return pages. */
export const checkoutRoutes: RouteObject[] = [
  { path: "checkout/:productId/:priceId", lazy: () => import("./CheckoutPage.tsx") },
  { path: "checkout/:productId/:priceId/test", lazy: () => import("./TestGatewayPage.tsx") },
  { path: "checkout/:productId/:priceId/stripe/done", lazy: done },
  { path: "checkout/:productId/:priceId/paypal/done", lazy: done },
  { path: "checkout/:productId/:priceId/test/done", lazy: done },
];
