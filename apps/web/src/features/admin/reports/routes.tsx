import type { RouteObject } from "react-router";

/** The admin home (reports), the plays and visitors reports, and each item's insights. */
export const reportsRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./OverviewPage.tsx") },
  { path: "reports", lazy: () => import("./OverviewPage.tsx") },
  { path: "reports/plays", lazy: () => import("./PlaysPage.tsx") },
  { path: "reports/visitors", lazy: () => import("./VisitorsPage.tsx") },
  {
    path: "tracks/:trackId/insights",
    lazy: () => import("./insights-routes.tsx").then((m) => ({ Component: m.TrackInsights })),
  },
  {
    path: "albums/:albumId/insights",
    lazy: () => import("./insights-routes.tsx").then((m) => ({ Component: m.AlbumInsights })),
  },
  {
    path: "artists/:artistId/insights",
    lazy: () => import("./insights-routes.tsx").then((m) => ({ Component: m.ArtistInsights })),
  },
];
