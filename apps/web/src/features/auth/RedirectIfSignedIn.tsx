import { Navigate } from "react-router";
import { postLoginTarget, useBootstrap } from "../../app/bootstrap.ts";

/** A signed-in user visiting an auth page goes to the post-login target (spec 1 §2). */
export function RedirectIfSignedIn() {
  const data = useBootstrap();
  return <Navigate to={postLoginTarget(data)} replace />;
}
