import type { RouteObject } from "react-router";

const page = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  Component: (await load())[name] as React.ComponentType,
});

/** Backstage requests: the queue and one request with approve and deny (admin.access). */
export const backstageRequestsRoutes: RouteObject[] = [
  {
    path: "backstage-requests",
    lazy: page(() => import("./BackstageRequestsPage.tsx"), "BackstageRequestsPage"),
  },
  {
    path: "backstage-requests/:requestId",
    lazy: page(() => import("./BackstageRequestPage.tsx"), "BackstageRequestPage"),
  },
];
