import type { RouteObject } from "react-router";
import { appearanceSections } from "./sections.ts";

/** admin/appearance: the editor's frame, its section list, and every section's pages. */
export const appearanceRoute: RouteObject = {
  path: "admin/appearance",
  lazy: () => import("./AppearanceEditor.tsx"),
  children: [
    { index: true, lazy: () => import("./SectionList.tsx") },
    ...appearanceSections.flatMap((section) => section.routes.map(({ path, lazy }) => ({ path, lazy }))),
  ],
};
