import { Navigate, type RouteObject } from "react-router";

export const settingsRoutes: RouteObject[] = [
  { path: "settings", element: <Navigate to="/admin/settings/general" replace /> },
  { path: "settings/:tab", lazy: () => import("./SettingsRoute.tsx") },
];
