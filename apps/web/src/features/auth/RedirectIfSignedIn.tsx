import { Navigate, useSearchParams } from "react-router";
import { postLoginTarget, useBootstrap } from "@/lib/bootstrap.ts";
import { onboardingTarget } from "../pricing/plan-links.ts";
import { safeRedirect } from "./redirect.ts";

/**
 * A signed-in user visiting an auth page goes to the post-login target (docs/spec/1-platform-foundation.md §2), or to the
 * same-origin `redirect` it was sent from: the same place `useSignedIn` navigates to, so the two
 * never race each other right after a sign-in.
 */
export function RedirectIfSignedIn() {
  const data = useBootstrap();
  const [params] = useSearchParams();
  return <Navigate to={safeRedirect(params.get("redirect"), onboardingTarget() ?? postLoginTarget(data))} replace />;
}
