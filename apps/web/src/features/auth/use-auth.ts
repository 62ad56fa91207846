import type { BootstrapData } from "@backbeat/api/types";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { postLoginTarget, setBootstrap, useBootstrap } from "@/lib/bootstrap.ts";
import { onboardingTarget } from "../pricing/plan-links.ts";
import { safeRedirect } from "./redirect.ts";

/** What the sign-in and sign-up screens read: bootstrap data, the query, and whether this is the workspace-invite variant. */
export function useAuthRoute() {
  const data = useBootstrap();
  const location = useLocation();
  const [params] = useSearchParams();
  return { data, location, params, workspace: location.pathname.startsWith("/workspace/") };
}

/** Applies bootstrap data after sign-in and goes to the post-login target (or a safe redirect). */
export function useSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  return (data: BootstrapData, to?: string) => {
    queryClient.clear();
    setBootstrap(data);
    navigate(to ?? safeRedirect(params.get("redirect"), onboardingTarget() ?? postLoginTarget(data)), {
      replace: true,
    });
  };
}
