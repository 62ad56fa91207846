import type { RouteObject } from "react-router";

export const logsRoutes: RouteObject[] = [
  { path: "logs", lazy: () => import("./ScheduleRoute.tsx") },
  { path: "logs/error", lazy: () => import("./ErrorLogRoute.tsx") },
  { path: "logs/outgoing-email", lazy: () => import("./MailLogRoute.tsx") },
];
