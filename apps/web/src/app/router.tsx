import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { RouteErrorPage } from "../pages/RouteErrorPage.tsx";
import { RootLayout } from "../shell/RootLayout.tsx";
import { AppRoot } from "./AppRoot.tsx";

/** Screens are split by route: each lazy module loads only its own code. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, lazy: () => import("../pages/HomeRoute.tsx") },
              { path: "login", lazy: () => import("../features/auth/LoginPage.tsx") },
              { path: "workspace/join/login", lazy: () => import("../features/auth/LoginPage.tsx") },
              { path: "register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "workspace/join/register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "forgot-password", lazy: () => import("../features/auth/ForgotPasswordPage.tsx") },
              { path: "password/reset/:token", lazy: () => import("../features/auth/ResetPasswordPage.tsx") },
              { path: "account-settings", lazy: () => import("../features/account-settings/AccountSettingsPage.tsx") },
              { path: "404", element: <NotFoundPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
