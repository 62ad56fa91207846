import type { ComponentType, ReactNode } from "react";
import { RouteGuard } from "@/features/auth/guards.tsx";

/**
 * A route's screen behind the permission it needs: visitors without it are sent on by the guard,
 * and the screen (with its queries) mounts only for those who hold it.
 */
export function guardedPage(permission: string, Screen: ComponentType): () => ReactNode {
  return function GuardedPage() {
    return (
      <RouteGuard permission={permission}>
        <Screen />
      </RouteGuard>
    );
  };
}
