import type { RouteObject } from "react-router";

export const filesRoutes: RouteObject[] = [{ path: "files", lazy: () => import("./FilesRoute.tsx") }];
