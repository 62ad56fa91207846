import {
  addPlaylistTracks,
  channelPageInput,
  clearHistory,
  collaboratorInput,
  countSmart,
  createPlaylist,
  createPlaylistInput,
  deletePlaylist,
  followInput,
  genreInput,
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
  idInput,
  idPageSchema,
  libraryLabels,
  libraryPlaylists,
  libraryState,
  likedAlbums,
  likedArtists,
  likedTracks,
  likeInput,
  listeningHistory,
  movePlaylistTrack,
  moveTrackInput,
  noInput,
  pageSchema,
  playlistTracksInput,
  profileTabInput,
  radioInput,
  radioStation,
  recordPlay,
  recordPlayInput,
  removePlaylistTracks,
  repostInput,
  search,
  searchInput,
  setCollaborator,
  setFollow,
  setLike,
  setRepost,
  smartCountInput,
  tagInput,
  tracksByIdsInput,
  updatePlaylist,
  updatePlaylistInput,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/**
 * The web player's data. Each input is core's own schema: it types the client, validates here
 * (a 422 with field errors, like REST) and core parses with it again for its other callers.
 */
const view = permissionProcedure("music.view");
// Library lists may be asked for without paging.
const optionalPage = pageSchema.optional();
const listener = authedProcedure;

export const catalogueRouter = router({
  artist: view.input(idInput).query(({ ctx, input }) => getArtist(ctx.services, ctx.viewer, input)),
  artistTracks: view.input(idPageSchema).query(({ ctx, input }) => getArtistTracks(ctx.services, ctx.viewer, input)),
  artistAlbums: view.input(idPageSchema).query(({ ctx, input }) => getArtistAlbums(ctx.services, ctx.viewer, input)),
  album: view.input(idInput).query(({ ctx, input }) => getAlbum(ctx.services, ctx.viewer, input)),
  track: view.input(idInput).query(({ ctx, input }) => getTrack(ctx.services, ctx.viewer, input)),
  tracksByIds: view.input(tracksByIdsInput).query(({ ctx, input }) => getTracksByIds(ctx.services, ctx.viewer, input)),
  tag: view.input(tagInput).query(({ ctx, input }) => getTag(ctx.services, ctx.viewer, input)),
  genre: view.input(genreInput).query(({ ctx, input }) => getGenre(ctx.services, ctx.viewer, input)),
  channel: view.input(channelPageInput).query(({ ctx, input }) => getChannel(ctx.services, ctx.viewer, input)),
  home: view
    .input(noInput)
    .query(async ({ ctx }) =>
      getChannel(ctx.services, ctx.viewer, { slugOrId: await getHomeChannelSlug(ctx.services) }),
    ),
  profile: view.input(idInput).query(({ ctx, input }) => getProfile(ctx.services, ctx.viewer, input)),
  profileTab: view.input(profileTabInput).query(({ ctx, input }) => getProfileTab(ctx.services, ctx.viewer, input)),
  search: view.input(searchInput).query(({ ctx, input }) => search(ctx.services, ctx.viewer, input)),
  radio: view.input(radioInput).query(({ ctx, input }) => radioStation(ctx.services, ctx.viewer, input)),
  recordPlay: view.input(recordPlayInput).mutation(({ ctx, input }) =>
    recordPlay(ctx.services, ctx.viewer, input, {
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      country: ctx.country,
      city: ctx.city,
    }),
  ),
});

export const playlistsRouter = router({
  get: view.input(idInput).query(({ ctx, input }) => getPlaylist(ctx.services, ctx.viewer, input)),
  tracks: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/playlists/{id}/tracks",
        summary: "A playlist's tracks, a page at a time; a smart playlist's as its rules give them to the viewer now.",
      },
    })
    .input(idPageSchema)
    .query(({ ctx, input }) => getPlaylistTracks(ctx.services, ctx.viewer, input)),
  trackIds: view.input(idInput).query(({ ctx, input }) => getPlaylistTrackIds(ctx.services, ctx.viewer, input)),
  create: listener
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/playlists",
        summary: "Creates a playlist; with `rules` (Navidrome's `.nsp` shape) a smart playlist that fills itself.",
      },
    })
    .input(createPlaylistInput)
    .mutation(({ ctx, input }) => createPlaylist(ctx.services, ctx.viewer, input, ctx.workspaceId)),
  smartCount: listener
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/playlists/smart-count",
        summary: "How many tracks smart playlist rules give the signed-in user now.",
      },
    })
    .input(smartCountInput)
    .query(({ ctx, input }) => countSmart(ctx.services, ctx.viewer, input)),
  update: listener
    .input(updatePlaylistInput)
    .mutation(({ ctx, input }) => updatePlaylist(ctx.services, ctx.viewer, input)),
  delete: listener.input(idInput).mutation(({ ctx, input }) => deletePlaylist(ctx.services, ctx.viewer, input)),
  addTracks: listener
    .input(playlistTracksInput)
    .mutation(({ ctx, input }) => addPlaylistTracks(ctx.services, ctx.viewer, input)),
  removeTracks: listener
    .input(playlistTracksInput)
    .mutation(({ ctx, input }) => removePlaylistTracks(ctx.services, ctx.viewer, input)),
  moveTrack: listener
    .input(moveTrackInput)
    .mutation(({ ctx, input }) => movePlaylistTrack(ctx.services, ctx.viewer, input)),
  setCollaborator: listener
    .input(collaboratorInput)
    .mutation(({ ctx, input }) => setCollaborator(ctx.services, ctx.viewer, input)),
});

export const libraryRouter = router({
  state: listener.input(noInput).query(({ ctx }) => libraryState(ctx.services, ctx.viewer)),
  like: listener.input(likeInput).mutation(({ ctx, input }) => setLike(ctx.services, ctx.viewer, input)),
  follow: listener.input(followInput).mutation(({ ctx, input }) => setFollow(ctx.services, ctx.viewer, input)),
  repost: listener.input(repostInput).mutation(({ ctx, input }) => setRepost(ctx.services, ctx.viewer, input)),
  tracks: listener.input(optionalPage).query(({ ctx, input }) => likedTracks(ctx.services, ctx.viewer, input)),
  albums: listener.input(optionalPage).query(({ ctx, input }) => likedAlbums(ctx.services, ctx.viewer, input)),
  artists: listener.input(optionalPage).query(({ ctx, input }) => likedArtists(ctx.services, ctx.viewer, input)),
  playlists: listener
    .input(optionalPage)
    .query(({ ctx, input }) => libraryPlaylists(ctx.services, ctx.viewer, input, ctx.workspaceId)),
  history: listener.input(optionalPage).query(({ ctx, input }) => listeningHistory(ctx.services, ctx.viewer, input)),
  clearHistory: listener.input(noInput).mutation(({ ctx }) => clearHistory(ctx.services, ctx.viewer)),
  labels: listener.input(noInput).query(({ ctx }) => libraryLabels(ctx.services, ctx.viewer)),
});
