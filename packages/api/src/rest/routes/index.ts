import type { RestRoute } from "../route.ts";
import { accountRoutes } from "./account.ts";
import { authRoutes } from "./auth.ts";
import { catalogueRoutes } from "./catalogue.ts";
import { foundationRoutes } from "./foundation.ts";
import { libraryImportRoutes } from "./library-import.ts";
import { securityRoutes } from "./security.ts";
import { uploadRoutes } from "./uploads.ts";

/** The REST table: every public path of the spec, each calling the same service as tRPC. */
export const restRoutes: RestRoute[] = [
  ...foundationRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...securityRoutes,
  ...catalogueRoutes,
  ...libraryImportRoutes,
  ...uploadRoutes,
];
