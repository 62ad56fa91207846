import type { RestRoute } from "../route.ts";
import { foundationRoutes } from "./foundation.ts";

/** The REST table: every public path of the spec, each calling the same service as tRPC. */
export const restRoutes: RestRoute[] = [...foundationRoutes];
