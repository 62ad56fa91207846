import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { RouteErrorPage } from "../pages/RouteErrorPage.tsx";
import { RootLayout } from "../shell/RootLayout.tsx";

/** Screens are split by route: each lazy module loads only its own code. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import("../pages/HomeRoute.tsx") },
          { path: "404", element: <NotFoundPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
