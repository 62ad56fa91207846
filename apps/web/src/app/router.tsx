import { createBrowserRouter, type RouteObject } from "react-router";
import { embedRoutes, homeRoute, playerRoutes } from "../features/player-shell/routes.tsx";
import { FirstLoad } from "../pages/FirstLoad.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { RouteErrorPage } from "../pages/RouteErrorPage.tsx";
import { RootLayout } from "../shell/RootLayout.tsx";
import { AppRoot } from "./AppRoot.tsx";

/** Screens are split by route: each lazy module loads only its own code. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    hydrateFallbackElement: <FirstLoad />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              // "/" is chosen below (HomeSwitch); the landing page also has its own path.
              { path: "landing", lazy: () => import("../pages/HomeRoute.tsx") },
              { path: "login", lazy: () => import("../features/auth/LoginPage.tsx") },
              { path: "workspace/join/login", lazy: () => import("../features/auth/LoginPage.tsx") },
              { path: "register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "workspace/join/register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "forgot-password", lazy: () => import("../features/auth/ForgotPasswordPage.tsx") },
              { path: "password/reset/:token", lazy: () => import("../features/auth/ResetPasswordPage.tsx") },
              { path: "account-settings", lazy: () => import("../features/account-settings/AccountSettingsPage.tsx") },
              { path: "gallery", lazy: () => import("../features/gallery/GalleryScreen.tsx") },
              { path: "backstage/upload", lazy: () => import("../features/upload/UploadPage.tsx") },
              { path: "admin/upload", lazy: () => import("../features/upload/AdminUploadRoute.tsx") },
              { path: "404", element: <NotFoundPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // "/": the landing page for guests (as settings say), otherwise the web player's home.
      { errorElement: <RouteErrorPage />, children: [homeRoute] },
      // The web player: sidebar, player bar and mobile nav around every player route (issue 5).
      {
        lazy: () => import("../features/player-shell/PlayerLayout.tsx"),
        children: [{ errorElement: <RouteErrorPage />, children: playerRoutes }],
      },
    ],
  },
  // Embeds: no chrome at all.
  { errorElement: <RouteErrorPage />, hydrateFallbackElement: <FirstLoad />, children: embedRoutes },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
