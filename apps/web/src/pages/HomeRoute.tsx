import { Navigate } from "react-router";
import { useBootstrap } from "../app/bootstrap.ts";
import { LandingPage } from "./LandingPage.tsx";

/** Spec 1 §2 "Homepage option": the landing page, the login page or the registration page. */
export function HomeRoute() {
  const data = useBootstrap();
  const type = (data.settings.homepage as { type?: string } | undefined)?.type ?? "landingPage";
  if (!data.user && type === "loginPage") return <Navigate to="/login" replace />;
  if (!data.user && type === "registerPage") return <Navigate to="/register" replace />;
  return <LandingPage />;
}

export { HomeRoute as Component };
