import type { RouteObject } from "react-router";

const requestForm = (name: "BecomeArtistPage" | "ClaimArtistPage" | "VerifyArtistPage") => () =>
  import("./BackstageRequestForm.tsx").then((m) => ({ Component: m[name] }));

const insights = (name: "TrackInsightsPage" | "AlbumInsightsPage" | "ArtistInsightsPage") => () =>
  import("./InsightsPage.tsx").then((m) => ({ Component: m[name] }));

const editPage = (name: "TrackEditPage" | "AlbumEditPage" | "ArtistEditPage") => () =>
  import("./edit-pages.tsx").then((m) => ({ Component: m[name] }));

/** docs/spec/2-product-areas.md §2 "Backstage": every screen inside the backstage frame, each module loaded on its own. */
export const backstageRoutes: RouteObject[] = [
  {
    path: "backstage",
    lazy: () => import("./BackstageLayout.tsx"),
    children: [
      { index: true, lazy: () => import("./BackstageHome.tsx") },
      { path: "requests", lazy: () => import("./BackstageRequestsPage.tsx") },
      { path: "requests/become-artist", lazy: requestForm("BecomeArtistPage") },
      { path: "requests/claim-artist", lazy: requestForm("ClaimArtistPage") },
      { path: "requests/verify-artist", lazy: requestForm("VerifyArtistPage") },
      { path: "requests/:requestId/request-submitted", lazy: () => import("./RequestSubmittedPage.tsx") },
      { path: "upload", lazy: () => import("../upload/UploadPage.tsx") },
      { path: "tracks", lazy: () => import("./TrackList.tsx") },
      { path: "tracks/new", lazy: () => import("../upload/UploadPage.tsx") },
      { path: "tracks/:trackId/edit", lazy: editPage("TrackEditPage") },
      { path: "tracks/:trackId/insights", lazy: insights("TrackInsightsPage") },
      { path: "albums", lazy: () => import("./AlbumList.tsx") },
      { path: "credits", lazy: () => import("./CreditsPage.tsx") },
      { path: "albums/new", lazy: editPage("AlbumEditPage") },
      { path: "albums/:albumId/edit", lazy: editPage("AlbumEditPage") },
      { path: "albums/:albumId/insights", lazy: insights("AlbumInsightsPage") },
      { path: "artists/:artistId/edit", lazy: editPage("ArtistEditPage") },
      { path: "artists/:artistId/insights", lazy: insights("ArtistInsightsPage") },
    ],
  },
];
