import type { RouteObject } from "react-router";

export const localizationsRoutes: RouteObject[] = [
  { path: "localizations", lazy: () => import("./LocalizationsRoute.tsx") },
  { path: "localizations/:localeId/translate", lazy: () => import("./TranslateRoute.tsx") },
];
