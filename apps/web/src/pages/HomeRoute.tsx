import type { BootstrapData } from "@backbeat/api/types";
import { Navigate } from "react-router";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { LandingPage } from "./LandingPage.tsx";

/**
 * docs/spec/1-platform-foundation.md §2 "Homepage option": the landing page, the login page or the registration page.
 * Only guests are sent to login or register (docs/spec/1-platform-foundation.md §6), so a signed-in user gets the landing page.
 */
export function homepageRedirect(data: BootstrapData): "/login" | "/register" | null {
  if (data.user) return null;
  const type = (data.settings.homepage as { type?: string } | undefined)?.type ?? "landingPage";
  if (type === "loginPage") return "/login";
  if (type === "registerPage") return "/register";
  return null;
}

export function HomeRoute() {
  const target = homepageRedirect(useBootstrap());
  return target ? <Navigate to={target} replace /> : <LandingPage />;
}

export { HomeRoute as Component };
