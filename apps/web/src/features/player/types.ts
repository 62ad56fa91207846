import type { AppRouter } from "@backbeat/api/types";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

/** Catalogue shapes as the API returns them (inferred, so they never drift from the server). */
export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;
export type TrackItem = Outputs["catalogue"]["album"]["tracks"][number];
export type AlbumItem = Outputs["catalogue"]["album"]["moreByArtist"][number];
export type ArtistItem = Outputs["catalogue"]["artist"]["similar"][number];
export type PlaylistItem = Outputs["catalogue"]["profile"]["playlists"][number];
export type SearchResults = Outputs["catalogue"]["search"];
export type ChannelPage = Outputs["catalogue"]["channel"];
export type ChannelContent = ChannelPage["content"];
export type RadioSeedType = "artist" | "album" | "track" | "genre";
