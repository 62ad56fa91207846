import { featureOn } from "@backbeat/core/features";
import type { RouteObject } from "react-router";

const page = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  Component: (await load())[name] as React.ComponentType,
});

/** Catalogue tables and their create and edit pages (admin.access; tags writes need tags.update). */
export const catalogueRoutes: RouteObject[] = [
  { path: "tracks", lazy: page(() => import("./TracksPage.tsx"), "TracksPage") },
  { path: "tracks/new", lazy: page(() => import("./edit-pages.tsx"), "TrackEditPage") },
  { path: "tracks/:trackId/edit", lazy: page(() => import("./edit-pages.tsx"), "TrackEditPage") },
  { path: "albums", lazy: page(() => import("./AlbumsPage.tsx"), "AlbumsPage") },
  { path: "albums/new", lazy: page(() => import("./edit-pages.tsx"), "AlbumEditPage") },
  { path: "albums/:albumId/edit", lazy: page(() => import("./edit-pages.tsx"), "AlbumEditPage") },
  { path: "artists", lazy: page(() => import("./ArtistsPage.tsx"), "ArtistsPage") },
  { path: "artists/new", lazy: page(() => import("./edit-pages.tsx"), "ArtistEditPage") },
  { path: "artists/:artistId/edit", lazy: page(() => import("./edit-pages.tsx"), "ArtistEditPage") },
  { path: "genres", lazy: page(() => import("./GenresPage.tsx"), "GenresPage") },
  { path: "tags", lazy: page(() => import("./TagsPage.tsx"), "TagsPage") },
  { path: "playlists", lazy: page(() => import("./PlaylistsPage.tsx"), "PlaylistsPage") },
  { path: "playlists/:playlistId/edit", lazy: page(() => import("./PlaylistEditPage.tsx"), "PlaylistEditPage") },
  { path: "lyrics", lazy: page(() => import("./LyricsPage.tsx"), "LyricsPage") },
  { path: "shares", lazy: page(() => import("./SharesPage.tsx"), "SharesPage") },
  ...(featureOn("comments")
    ? [{ path: "comments", lazy: page(() => import("./CommentsPage.tsx"), "CommentsPage") }]
    : []),
];
