import {
  addPlaylistTracks,
  clearHistory,
  createPlaylist,
  deleteChannel,
  deletePlaylist,
  getAlbum,
  getArtist,
  getArtistAlbums,
  getArtistTracks,
  getChannel,
  getGenre,
  getHomeChannelSlug,
  getPlaylist,
  getPlaylistTrackIds,
  getPlaylistTracks,
  getProfile,
  getProfileTab,
  getTag,
  getTrack,
  getTracksByIds,
  libraryLabels,
  libraryPlaylists,
  libraryState,
  likedAlbums,
  likedArtists,
  likedTracks,
  listChannels,
  listeningHistory,
  movePlaylistTrack,
  type PageInput,
  type ProfileTab,
  radioStation,
  recordPlay,
  removePlaylistTracks,
  type SearchType,
  saveChannel,
  search,
  setCollaborator,
  setFollow,
  setLike,
  setRepost,
  updatePlaylist,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/**
 * The web player's data. Inputs are declared here for the client's types and validated by
 * core (so tRPC and REST answer bad input identically).
 */
const typed =
  <T>() =>
  (raw: unknown) =>
    raw as T;

const view = permissionProcedure("music.view");
const listener = authedProcedure;

type Id = { id: number };
type IdPage = Id & PageInput;

export const catalogueRouter = router({
  artist: view.input(typed<Id>()).query(({ ctx, input }) => getArtist(ctx.services, ctx.viewer, input)),
  artistTracks: view.input(typed<IdPage>()).query(({ ctx, input }) => getArtistTracks(ctx.services, ctx.viewer, input)),
  artistAlbums: view.input(typed<IdPage>()).query(({ ctx, input }) => getArtistAlbums(ctx.services, ctx.viewer, input)),
  album: view.input(typed<Id>()).query(({ ctx, input }) => getAlbum(ctx.services, ctx.viewer, input)),
  track: view.input(typed<Id>()).query(({ ctx, input }) => getTrack(ctx.services, ctx.viewer, input)),
  tracksByIds: view
    .input(typed<{ ids: number[] }>())
    .query(({ ctx, input }) => getTracksByIds(ctx.services, ctx.viewer, input)),
  tag: view
    .input(typed<{ name: string; type?: "all" | "tracks" | "albums" } & PageInput>())
    .query(({ ctx, input }) => getTag(ctx.services, ctx.viewer, input)),
  genre: view
    .input(typed<{ name: string } & PageInput>())
    .query(({ ctx, input }) => getGenre(ctx.services, ctx.viewer, input)),
  channel: view
    .input(typed<{ slugOrId: string; restriction?: string | null } & PageInput>())
    .query(({ ctx, input }) => getChannel(ctx.services, ctx.viewer, input)),
  home: view.query(async ({ ctx }) =>
    getChannel(ctx.services, ctx.viewer, { slugOrId: await getHomeChannelSlug(ctx.services) }),
  ),
  profile: view.input(typed<Id>()).query(({ ctx, input }) => getProfile(ctx.services, ctx.viewer, input)),
  profileTab: view
    .input(typed<IdPage & { tab: ProfileTab["tab"] }>())
    .query(({ ctx, input }) => getProfileTab(ctx.services, ctx.viewer, input)),
  search: view
    .input(typed<{ query: string; types?: SearchType[] } & PageInput>())
    .query(({ ctx, input }) => search(ctx.services, ctx.viewer, input)),
  radio: view
    .input(typed<{ type: "artist" | "album" | "track" | "genre"; id: number; exclude?: number[]; limit?: number }>())
    .query(({ ctx, input }) => radioStation(ctx.services, ctx.viewer, input)),
  recordPlay: view.input(typed<{ trackId: number; listenedMs: number }>()).mutation(({ ctx, input }) =>
    recordPlay(ctx.services, ctx.viewer, input, {
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      country: ctx.country,
    }),
  ),
});

export const playlistsRouter = router({
  get: view.input(typed<Id>()).query(({ ctx, input }) => getPlaylist(ctx.services, ctx.viewer, input)),
  tracks: view.input(typed<IdPage>()).query(({ ctx, input }) => getPlaylistTracks(ctx.services, ctx.viewer, input)),
  trackIds: view.input(typed<Id>()).query(({ ctx, input }) => getPlaylistTrackIds(ctx.services, ctx.viewer, input)),
  create: listener
    .input(
      typed<{
        name: string;
        description?: string | null;
        image?: string | null;
        public?: boolean;
        collaborative?: boolean;
        trackIds?: number[];
      }>(),
    )
    .mutation(({ ctx, input }) => createPlaylist(ctx.services, ctx.viewer, input)),
  update: listener
    .input(
      typed<{
        id: number;
        name?: string;
        description?: string | null;
        image?: string | null;
        public?: boolean;
        collaborative?: boolean;
      }>(),
    )
    .mutation(({ ctx, input }) => updatePlaylist(ctx.services, ctx.viewer, input)),
  delete: listener.input(typed<Id>()).mutation(({ ctx, input }) => deletePlaylist(ctx.services, ctx.viewer, input)),
  addTracks: listener
    .input(typed<Id & { trackIds: number[] }>())
    .mutation(({ ctx, input }) => addPlaylistTracks(ctx.services, ctx.viewer, input)),
  removeTracks: listener
    .input(typed<Id & { trackIds: number[] }>())
    .mutation(({ ctx, input }) => removePlaylistTracks(ctx.services, ctx.viewer, input)),
  moveTrack: listener
    .input(typed<Id & { trackId: number; toIndex: number }>())
    .mutation(({ ctx, input }) => movePlaylistTrack(ctx.services, ctx.viewer, input)),
  setCollaborator: listener
    .input(typed<Id & { userId: number; collaborator: boolean }>())
    .mutation(({ ctx, input }) => setCollaborator(ctx.services, ctx.viewer, input)),
});

export const libraryRouter = router({
  state: listener.query(({ ctx }) => libraryState(ctx.services, ctx.viewer)),
  like: listener
    .input(typed<{ type: "track" | "album" | "artist"; id: number; liked: boolean }>())
    .mutation(({ ctx, input }) => setLike(ctx.services, ctx.viewer, input)),
  follow: listener
    .input(typed<{ type: "playlist" | "artist" | "user"; id: number; following: boolean }>())
    .mutation(({ ctx, input }) => setFollow(ctx.services, ctx.viewer, input)),
  repost: listener
    .input(typed<{ type: "track" | "album"; id: number; reposted: boolean }>())
    .mutation(({ ctx, input }) => setRepost(ctx.services, ctx.viewer, input)),
  tracks: listener.input(typed<PageInput>()).query(({ ctx, input }) => likedTracks(ctx.services, ctx.viewer, input)),
  albums: listener.input(typed<PageInput>()).query(({ ctx, input }) => likedAlbums(ctx.services, ctx.viewer, input)),
  artists: listener.input(typed<PageInput>()).query(({ ctx, input }) => likedArtists(ctx.services, ctx.viewer, input)),
  playlists: listener
    .input(typed<PageInput>())
    .query(({ ctx, input }) => libraryPlaylists(ctx.services, ctx.viewer, input)),
  history: listener
    .input(typed<PageInput>())
    .query(({ ctx, input }) => listeningHistory(ctx.services, ctx.viewer, input)),
  clearHistory: listener.mutation(({ ctx }) => clearHistory(ctx.services, ctx.viewer)),
  labels: listener.query(({ ctx }) => libraryLabels(ctx.services, ctx.viewer)),
});

/** Admin-defined channels (permission admin.access, checked in core). */
export const channelsRouter = router({
  list: authedProcedure.query(({ ctx }) => listChannels(ctx.services, ctx.viewer)),
  save: authedProcedure
    .input(typed<Record<string, unknown>>())
    .mutation(({ ctx, input }) => saveChannel(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(typed<Id>())
    .mutation(({ ctx, input }) => deleteChannel(ctx.services, ctx.viewer, input)),
});
