import type { RouteObject } from "react-router";

/** docs/spec/1-platform-foundation.md "Workspaces": the join link, the list and one workspace's page. */
export const workspaceRoutes: RouteObject[] = [
  { path: "workspace/join/:inviteId", lazy: () => import("./JoinWorkspacePage.tsx") },
  { path: "workspaces", lazy: () => import("./WorkspacesPage.tsx") },
  { path: "workspaces/:workspaceId", lazy: () => import("./WorkspacePage.tsx") },
];
