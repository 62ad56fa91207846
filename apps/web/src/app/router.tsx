import { createBrowserRouter, type RouteObject } from "react-router";
import { adminRoutes } from "../features/admin/routes.tsx";
import { appearanceRoute } from "../features/appearance/routes.tsx";
import { backstageRoutes } from "../features/backstage/routes.tsx";
import { billingRoutes } from "../features/billing/routes.tsx";
import { checkoutRoutes } from "../features/checkout/routes.tsx";
import { embedRoutes, homeRoute, playerRoutes } from "../features/player-shell/routes.tsx";
import { workspaceRoutes } from "../features/workspaces/routes.tsx";
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
              { path: "login/unlock/:token", lazy: () => import("../features/auth/UnlockPage.tsx") },
              { path: "workspace/join/login", lazy: () => import("../features/auth/LoginPage.tsx") },
              { path: "register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "workspace/join/register", lazy: () => import("../features/auth/RegisterPage.tsx") },
              { path: "forgot-password", lazy: () => import("../features/auth/ForgotPasswordPage.tsx") },
              { path: "password/reset/:token", lazy: () => import("../features/auth/ResetPasswordPage.tsx") },
              { path: "account-settings", lazy: () => import("../features/account-settings/AccountSettingsPage.tsx") },
              { path: "gallery", lazy: () => import("../features/gallery/GalleryScreen.tsx") },
              { path: "pages/:pageSlug", lazy: () => import("../features/custom-pages/CustomPageRoute.tsx") },
              { path: "pages/:pageId/:pageSlug", lazy: () => import("../features/custom-pages/CustomPageRoute.tsx") },
              { path: "contact", lazy: () => import("../features/contact/ContactPage.tsx") },
              { path: "api-docs", lazy: () => import("../features/api-docs/ApiDocsRoute.tsx") },
              ...backstageRoutes,
              ...workspaceRoutes,
              ...billingRoutes,
              ...checkoutRoutes,
              { path: "404", element: <NotFoundPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // The appearance editor: a full-screen frame of its own (sections beside the live preview).
      { errorElement: <RouteErrorPage />, children: [appearanceRoute] },
      // The admin area: its own frame (top bar and permission-filtered sidebar).
      {
        path: "admin",
        lazy: () => import("../features/admin/AdminLayout.tsx"),
        children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
      },
      // "/": the landing page for guests (as settings say), otherwise the web player's home.
      { errorElement: <RouteErrorPage />, children: [homeRoute] },
      // The web player: sidebar, player bar and mobile nav around every player route.
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
