import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterOutputs } from "@trpc/server";

export type NotificationList = inferRouterOutputs<AppRouter>["notifications"]["list"];
export type NotificationItemData = NotificationList["notifications"][number];
export type NotificationSubscriptions = inferRouterOutputs<AppRouter>["notifications"]["subscriptions"];
