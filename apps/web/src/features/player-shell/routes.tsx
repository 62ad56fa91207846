import type { RouteObject } from "react-router";
import { prefetchById } from "@/app/route-prefetch.ts";
import { notificationRoutes } from "../notifications/routes.tsx";

/**
 * The web player's routes (docs/spec/2-product-areas.md §2 "Web player"), mounted under the player layout. Each
 * screen is a lazy module; only this small table loads with the router.
 */
const channel = () => import("../catalogue/ChannelPage.tsx");
const artist = () => import("../catalogue/ArtistPage.tsx");
// The item pages' data is asked for alongside their code (see route-prefetch).
const artistData = prefetchById("artistId", (trpc, client, id) =>
  client.prefetchQuery(trpc.catalogue.artist.queryOptions({ id })),
);
const albumData = prefetchById("albumId", (trpc, client, id) =>
  client.prefetchQuery(trpc.catalogue.album.queryOptions({ id })),
);
const trackData = prefetchById("trackId", (trpc, client, id) =>
  client.prefetchQuery(trpc.catalogue.track.queryOptions({ id })),
);
const album = () => import("../catalogue/AlbumPage.tsx");
const track = () => import("../catalogue/TrackPage.tsx");
const tag = () => import("../catalogue/TagPage.tsx");
const user = () => import("../catalogue/UserPage.tsx");
const lyrics = () => import("../catalogue/LyricsPage.tsx");
const playlist = () => import("../playlists/PlaylistPage.tsx");
const search = () => import("../search/SearchPage.tsx");
const library = () => import("../library/LibraryPage.tsx");
const radio = () => import("../radio/RadioPage.tsx");
const recap = () => import("../recap/RecapPage.tsx");
const downloads = () => import("../offline/DownloadsPage.tsx");
const room = () => import("../rooms/RoomPage.tsx");

/** "/" chooses between the landing page (guests) and the player home; see HomeSwitch. */
export const homeRoute: RouteObject = { index: true, lazy: () => import("./HomeSwitch.tsx") };

export const playerRoutes: RouteObject[] = [
  { path: "lyrics", lazy: lyrics },
  { path: "artist/:artistId", lazy: artist, loader: artistData },
  { path: "artist/:artistId/:artistName", lazy: artist, loader: artistData },
  { path: "album/:albumId/:artistName/:albumName", lazy: album, loader: albumData },
  { path: "album/:albumId", lazy: album, loader: albumData },
  { path: "track/:trackId/:trackName", lazy: track, loader: trackData },
  { path: "track/:trackId", lazy: track, loader: trackData },
  { path: "playlist/:playlistId/:playlistName", lazy: playlist },
  { path: "playlist/:playlistId", lazy: playlist },
  { path: "tag/:tagName", lazy: tag },
  { path: "tag/:tagName/:variant", lazy: tag },
  { path: "user/:userId/:userName", lazy: user },
  { path: "user/:userId/:userName/:tabName", lazy: user },
  { path: "radio/:seedType/:seedId/:seedName", lazy: radio },
  { path: "radio/:seedType/:seedId", lazy: radio },
  { path: "search", lazy: search },
  { path: "search/:query", lazy: search },
  { path: "search/:query/:tabName", lazy: search },
  { path: "library", lazy: library },
  { path: "library/:section", lazy: library },
  { path: "downloads", lazy: downloads },
  { path: "recap/:year", lazy: recap },
  { path: "recap/:year/:userId", lazy: recap },
  { path: "s/:token", lazy: () => import("../shares/SharePage.tsx") },
  { path: "rooms/:roomId", lazy: room },
  ...notificationRoutes,
  { path: "channel/:slugOrId", lazy: channel },
  { path: "channel/:slugOrId/:restriction", lazy: channel },
  { path: ":slugOrId", lazy: channel },
  { path: ":slugOrId/:restriction", lazy: channel },
];

/** Embeds render without any chrome (permission music.view, login not required). */
export const embedRoutes: RouteObject[] = [
  { path: "track/:trackId/:trackName/embed", lazy: () => import("../embed/TrackEmbedRoute.tsx") },
  { path: "album/:albumId/:artistName/:albumName/embed", lazy: () => import("../embed/AlbumEmbedRoute.tsx") },
];
