import type { RouteObject } from "react-router";

export const adsRoutes: RouteObject[] = [{ path: "ads", lazy: () => import("./AdsRoute.tsx") }];
