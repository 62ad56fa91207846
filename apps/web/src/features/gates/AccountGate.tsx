import { lazy, type ReactNode, Suspense } from "react";
import { useBootstrap } from "@/lib/bootstrap.ts";

const VerifyEmailScreen = lazy(() => import("./VerifyEmailScreen.tsx"));
const SuspendedScreen = lazy(() => import("./SuspendedScreen.tsx"));

/**
 * docs/spec/1-platform-foundation.md §2 "Account gate": replaces the whole app while the signed-in user must verify their
 * e-mail or is suspended; otherwise renders the app.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const data = useBootstrap();
  const user = data.user;
  if (user && data.require_email_confirmation && !user.email_verified_at) {
    return (
      <Suspense fallback={null}>
        <VerifyEmailScreen />
      </Suspense>
    );
  }
  if (user?.banned_at) {
    return (
      <Suspense fallback={null}>
        <SuspendedScreen />
      </Suspense>
    );
  }
  return children;
}
