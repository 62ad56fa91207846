import { createBrowserRouter, type RouteObject } from "react-router";
import { FirstLoad } from "@/pages/FirstLoad.tsx";
import { NotFoundPage } from "@/pages/NotFoundPage.tsx";
import { RouteErrorPage } from "@/pages/RouteErrorPage.tsx";
import { RootLayout } from "@/shell/RootLayout.tsx";
import { AppRoot } from "./AppRoot.tsx";
import { ADMIN_PATH, routeGroups } from "./route-groups.tsx";

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
              ...routeGroups.site,
              // Not in the route table: the server answers both with 404.
              { path: "404", element: <NotFoundPage /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // The appearance editor: a full-screen frame of its own (sections beside the live preview).
      { errorElement: <RouteErrorPage />, children: routeGroups.appearance },
      // The admin area: its own frame (top bar and permission-filtered sidebar).
      {
        path: ADMIN_PATH,
        lazy: () => import("@/features/admin/AdminLayout.tsx"),
        children: [{ errorElement: <RouteErrorPage />, children: routeGroups.admin }],
      },
      // "/": the landing page for guests (as settings say), otherwise the web player's home.
      { errorElement: <RouteErrorPage />, children: routeGroups.home },
      // The web player: sidebar, player bar and mobile nav around every player route.
      {
        lazy: () => import("@/features/player-shell/PlayerLayout.tsx"),
        children: [{ errorElement: <RouteErrorPage />, children: routeGroups.player }],
      },
    ],
  },
  // Embeds: no chrome at all.
  { errorElement: <RouteErrorPage />, hydrateFallbackElement: <FirstLoad />, children: routeGroups.embed },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
