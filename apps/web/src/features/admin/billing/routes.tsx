import type { RouteObject } from "react-router";

export const billingRoutes: RouteObject[] = [
  { path: "plans", lazy: () => import("./PlansRoute.tsx") },
  { path: "plans/new", lazy: () => import("./PlanEditorRoute.tsx") },
  { path: "plans/:productId/edit", lazy: () => import("./PlanEditorRoute.tsx") },
  { path: "subscriptions", lazy: () => import("./SubscriptionsRoute.tsx") },
];
