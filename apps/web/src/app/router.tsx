import { createBrowserRouter, type RouteObject } from "react-router";
import { HomeRoute } from "../pages/HomeRoute.tsx";
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
          { index: true, element: <HomeRoute /> },
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
