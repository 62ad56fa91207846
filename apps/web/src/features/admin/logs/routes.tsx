import { Navigate, type RouteObject, useLocation } from "react-router";

/** `/admin/logs` opens the default tab at its own address, keeping a bookmarked filter. */
function ToSchedule() {
  const { search } = useLocation();
  return <Navigate to={`/admin/logs/schedule${search}`} replace />;
}

export const logsRoutes: RouteObject[] = [
  { path: "logs", element: <ToSchedule /> },
  { path: "logs/schedule", lazy: () => import("./ScheduleRoute.tsx") },
  { path: "logs/error", lazy: () => import("./ErrorLogRoute.tsx") },
  { path: "logs/outgoing-email", lazy: () => import("./MailLogRoute.tsx") },
];
