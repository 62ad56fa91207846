import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";

/** The user as the admin's user page and its tabs read it. */
export type AdminUser = inferRouterOutputs<AppRouter>["admin"]["users"]["get"];
