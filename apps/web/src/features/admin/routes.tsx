import type { RouteObject } from "react-router";
import { adsRoutes } from "./ads/routes.tsx";
import { backstageRequestsRoutes } from "./backstage-requests/routes.tsx";
import { billingRoutes } from "./billing/routes.tsx";
import { catalogueRoutes } from "./catalogue/routes.tsx";
import { channelsRoutes } from "./channels/routes.tsx";
import { filesRoutes } from "./files/routes.tsx";
import { localizationsRoutes } from "./localizations/routes.tsx";
import { logsRoutes } from "./logs/routes.tsx";
import { pagesRoutes } from "./pages/routes.tsx";
import { reportsRoutes } from "./reports/routes.tsx";
import { rolesRoutes } from "./roles/routes.tsx";
import { settingsRoutes } from "./settings/routes.tsx";
import { usersRoutes } from "./users/routes.tsx";

/** Every screen under /admin; each area lists its own (lazy) routes. */
export const adminRoutes: RouteObject[] = [
  ...reportsRoutes,
  { path: "upload", lazy: () => import("../upload/AdminUploadRoute.tsx") },
  ...catalogueRoutes,
  ...channelsRoutes,
  ...backstageRequestsRoutes,
  ...usersRoutes,
  ...rolesRoutes,
  ...billingRoutes,
  ...pagesRoutes,
  ...localizationsRoutes,
  ...filesRoutes,
  ...adsRoutes,
  ...settingsRoutes,
  ...logsRoutes,
];
