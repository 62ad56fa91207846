import type { RouteObject } from "react-router";

export const usersRoutes: RouteObject[] = [
  { path: "users", lazy: () => import("./UsersRoute.tsx") },
  { path: "users/new", lazy: () => import("./NewUserRoute.tsx") },
  // The tab is part of the address, so each tab can be linked and the back button works.
  { path: "users/:userId/:tab?", lazy: () => import("./UserRoute.tsx") },
];
