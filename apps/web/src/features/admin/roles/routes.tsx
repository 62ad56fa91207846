import type { RouteObject } from "react-router";

export const rolesRoutes: RouteObject[] = [
  { path: "roles", lazy: () => import("./RolesRoute.tsx") },
  { path: "roles/new", lazy: () => import("./RoleEditorRoute.tsx") },
  { path: "roles/:roleId/edit", lazy: () => import("./RoleEditorRoute.tsx") },
];
