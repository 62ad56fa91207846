import {
  addPlaylistTracks,
  catalogueAlbumResponse,
  catalogueArtistResponse,
  catalogueArtistTracksResponse,
  catalogueChannelResponse,
  catalogueRadioResponse,
  catalogueSearchResponse,
  catalogueTrackResponse,
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
  parseInput,
  playlistCreatedResponse,
  playlistsWithTracksResponse,
  playlistTracksInput,
  playlistTracksResponse,
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
  smartCountResponse,
  tagInput,
  tracksByIdsInput,
  updatePlaylist,
  updatePlaylistInput,
} from "@backbeat/core";
import { z } from "zod";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/**
 * The web player's data. Each input is core's own schema: it types the client and validates here
 * (a 422 with field errors, like REST); core takes what it parsed.
 */
const view = permissionProcedure("music.view");

/** REST search's query string: `q` is accepted for `query`, and `types` is comma separated. */
const searchQuery = z.object({
  query: z.string().optional(),
  q: z.string().optional(),
  types: z.string().optional(),
  offset: z.string().optional(),
  limit: z.string().optional(),
});
function searchFromQuery(sent: Record<string, unknown>) {
  const { query, q, types, offset, limit } = sent as Record<string, string | undefined>;
  return {
    query: query ?? q ?? "",
    ...(types ? { types: types.split(",") } : {}),
    ...(offset ? { offset } : {}),
    ...(limit ? { limit } : {}),
  };
}
// Library lists may be asked for without paging: the first page then.
const optionalPage = pageSchema.prefault({});
const listener = authedProcedure;

export const catalogueRouter = router({
  artist: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/artists/{id}",
        response: catalogueArtistResponse,
        summary: "An artist's page.",
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getArtist(ctx.services, ctx.viewer, input)),
  artistTracks: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/artists/{id}/tracks",
        response: catalogueArtistTracksResponse,
        summary: "A page of an artist's tracks.",
      },
    })
    .input(idPageSchema)
    .query(({ ctx, input }) => getArtistTracks(ctx.services, ctx.viewer, input)),
  artistAlbums: view.input(idPageSchema).query(({ ctx, input }) => getArtistAlbums(ctx.services, ctx.viewer, input)),
  album: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/albums/{id}",
        response: catalogueAlbumResponse,
        summary: "An album with its tracks.",
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getAlbum(ctx.services, ctx.viewer, input)),
  track: view
    .meta({
      rest: { method: "GET", path: "api/v1/tracks/{id}", response: catalogueTrackResponse, summary: "A track's page." },
    })
    .input(idInput)
    .query(({ ctx, input }) => getTrack(ctx.services, ctx.viewer, input)),
  tracksByIds: view.input(tracksByIdsInput).query(({ ctx, input }) => getTracksByIds(ctx.services, ctx.viewer, input)),
  tag: view.input(tagInput).query(({ ctx, input }) => getTag(ctx.services, ctx.viewer, input)),
  genre: view.input(genreInput).query(({ ctx, input }) => getGenre(ctx.services, ctx.viewer, input)),
  channel: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/channel/{slugOrId}",
        response: catalogueChannelResponse,
        summary: "A channel and a page of its content.",
      },
    })
    .input(channelPageInput)
    .query(({ ctx, input }) => getChannel(ctx.services, ctx.viewer, input)),
  home: view
    .input(noInput)
    .query(async ({ ctx }) =>
      getChannel(
        ctx.services,
        ctx.viewer,
        parseInput(channelPageInput, { slugOrId: await getHomeChannelSlug(ctx.services) }),
      ),
    ),
  profile: view.input(idInput).query(({ ctx, input }) => getProfile(ctx.services, ctx.viewer, input)),
  profileTab: view.input(profileTabInput).query(({ ctx, input }) => getProfileTab(ctx.services, ctx.viewer, input)),
  search: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/search",
        response: catalogueSearchResponse,
        summary: "Searches the catalogue; `types` is a comma-separated list.",
        input: searchQuery,
        request: searchFromQuery,
      },
    })
    .input(searchInput)
    .query(({ ctx, input }) => search(ctx.services, ctx.viewer, input)),
  radio: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/radio/{type}/{id}",
        response: catalogueRadioResponse,
        summary: "A radio station seeded by an artist, album, track or genre.",
        request: ({ type, id }) => ({ type, id }),
      },
    })
    .input(radioInput)
    .query(({ ctx, input }) => radioStation(ctx.services, ctx.viewer, input)),
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
  /** The playlist and its first page of tracks in one answer (the REST page). */
  withTracks: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/playlists/{id}",
        response: playlistsWithTracksResponse,
        summary: "A playlist with a page of its tracks.",
      },
    })
    .input(idPageSchema)
    .query(async ({ ctx, input }) => {
      const [page, tracks] = await Promise.all([
        getPlaylist(ctx.services, ctx.viewer, input),
        getPlaylistTracks(ctx.services, ctx.viewer, input),
      ]);
      return { ...page, tracks };
    }),
  tracks: view
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/playlists/{id}/tracks",
        response: playlistTracksResponse,
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
        response: playlistCreatedResponse,
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
        response: smartCountResponse,
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
