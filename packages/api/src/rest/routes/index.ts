import { appRouter } from "../../routers/index.ts";
import { restRoutesOf } from "../from-router.ts";
import type { RestRoute } from "../route.ts";
import { accountRoutes } from "./account.ts";
import { adminRoutes } from "./admin.ts";
import { analyticsRoutes } from "./analytics.ts";
import { apiDocsRoutes } from "./api-docs.ts";
import { appearanceRoutes } from "./appearance.ts";
import { backstageRoutes } from "./backstage.ts";
import { billingRoutes } from "./billing.ts";
import { catalogueRoutes } from "./catalogue.ts";
import { foundationRoutes } from "./foundation.ts";

export { readinessResponse } from "./foundation.ts";

import { libraryImportRoutes } from "./library-import.ts";
import { logsRoutes } from "./logs.ts";
import { pageRoutes } from "./pages.ts";
import { recapRoutes } from "./recap.ts";
import { securityRoutes } from "./security.ts";
import { seoRoutes } from "./seo.ts";
import { uploadRoutes } from "./uploads.ts";

/** The REST table: every public path of the spec, each calling the same service as tRPC. */
export const restRoutes: RestRoute[] = [
  ...foundationRoutes,
  ...accountRoutes,
  ...securityRoutes,
  ...catalogueRoutes,
  ...libraryImportRoutes,
  ...uploadRoutes,
  ...adminRoutes,
  ...analyticsRoutes,
  ...backstageRoutes,
  ...billingRoutes,
  // Procedures that declare their REST path (meta.rest): one declaration serves both.
  ...restRoutesOf(appRouter),
  ...pageRoutes,
  ...appearanceRoutes,
  ...logsRoutes,
  ...seoRoutes,
  ...recapRoutes,
  // The API description of this very table (read when asked, so it sees every entry).
  ...apiDocsRoutes(() => restRoutes),
];
