import type { RouteObject } from "react-router";

export const pagesRoutes: RouteObject[] = [
  { path: "custom-pages", lazy: () => import("./CustomPagesRoute.tsx") },
  { path: "custom-pages/new", lazy: () => import("./CustomPageEditorRoute.tsx") },
  { path: "custom-pages/:pageId/edit", lazy: () => import("./CustomPageEditorRoute.tsx") },
];
