import type { RouteObject } from "react-router";
import { adminRoutes } from "@/features/admin/routes.tsx";
import { appearanceRoute } from "@/features/appearance/routes.tsx";
import { backstageRoutes } from "@/features/backstage/routes.tsx";
import { billingRoutes } from "@/features/billing/routes.tsx";
import { checkoutRoutes } from "@/features/checkout/routes.tsx";
import { embedRoutes, homeRoute, playerRoutes } from "@/features/player-shell/routes.tsx";
import { workspaceRoutes } from "@/features/workspaces/routes.tsx";

/**
 * Every screen's path, by the frame it renders in. The router mounts these groups (router.tsx);
 * `scripts/route-table.ts` flattens them into the route table the server answers statuses from
 * (`@backbeat/core` `app-routes.json`), so a path exists for both or for neither.
 */
export const routeGroups = {
  /** Header and footer pages. */
  site: [
    // "/" is chosen by HomeSwitch; the landing page also has its own path.
    { path: "landing", lazy: () => import("@/pages/HomeRoute.tsx") },
    { path: "login", lazy: () => import("@/features/auth/LoginPage.tsx") },
    { path: "login/unlock/:token", lazy: () => import("@/features/auth/UnlockPage.tsx") },
    { path: "workspace/join/login", lazy: () => import("@/features/auth/LoginPage.tsx") },
    { path: "register", lazy: () => import("@/features/auth/RegisterPage.tsx") },
    { path: "workspace/join/register", lazy: () => import("@/features/auth/RegisterPage.tsx") },
    { path: "forgot-password", lazy: () => import("@/features/auth/ForgotPasswordPage.tsx") },
    { path: "password/reset/:token", lazy: () => import("@/features/auth/ResetPasswordPage.tsx") },
    { path: "account-settings", lazy: () => import("@/features/account-settings/AccountSettingsPage.tsx") },
    { path: "gallery", lazy: () => import("@/features/gallery/GalleryScreen.tsx") },
    { path: "pages/:pageSlug", lazy: () => import("@/features/custom-pages/CustomPageRoute.tsx") },
    { path: "pages/:pageId/:pageSlug", lazy: () => import("@/features/custom-pages/CustomPageRoute.tsx") },
    { path: "contact", lazy: () => import("@/features/contact/ContactPage.tsx") },
    { path: "api-docs", lazy: () => import("@/features/api-docs/ApiDocsRoute.tsx") },
    ...backstageRoutes,
    ...workspaceRoutes,
    ...billingRoutes,
    ...checkoutRoutes,
  ],
  /** The appearance editor's full-screen frame. */
  appearance: [appearanceRoute],
  /** Under /admin, inside the admin frame. */
  admin: adminRoutes,
  /** "/": the landing page for guests (as settings say), otherwise the player's home. */
  home: [homeRoute],
  /** Inside the web player (sidebar, player bar). */
  player: playerRoutes,
  /** Embeds: no chrome at all. */
  embed: embedRoutes,
} satisfies Record<string, RouteObject[]>;

/** Where the admin frame is mounted. */
export const ADMIN_PATH = "admin";

/** The full path patterns of every screen (react-router syntax), sorted: the route table. */
export function routeTable(): string[] {
  const out = new Set<string>();
  const walk = (routes: readonly RouteObject[], base: string) => {
    for (const route of routes) {
      const path = route.path ? (base ? `${base}/${route.path}` : route.path) : base;
      if (route.index || (route.path && !route.children)) out.add(`/${path}`);
      else if (route.path && route.lazy) out.add(`/${path}`);
      if (route.children) walk(route.children, path);
    }
  };
  const { admin, ...others } = routeGroups;
  for (const group of Object.values(others)) walk(group, "");
  walk([{ path: ADMIN_PATH, children: admin }], "");
  return [...out].sort();
}
