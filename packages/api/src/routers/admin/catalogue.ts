import {
  albumSaveInput,
  artistSaveInput,
  catalogueIdInput,
  catalogueIdsInput,
  commentUpdateInput,
  deleteCatalogueItems,
  genreSaveInput,
  getAlbumForEdit,
  getArtistForEdit,
  getComment,
  getGenreForEdit,
  getPlaylistForEdit,
  getTrackForEdit,
  lyricsSaveInput,
  playlistAdminInput,
  refSearchInput,
  saveAlbum,
  saveArtist,
  saveGenre,
  saveLyrics,
  saveTag,
  saveTrack,
  searchAlbumOptions,
  searchArtistOptions,
  tagSaveInput,
  trackSaveInput,
  updateComment,
  updatePlaylistAsAdmin,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Catalogue management: edit reads, saves (create when no id) and deletes; permissions checked in core. */
export const catalogueAdminRouter = router({
  track: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getTrackForEdit(ctx.services, ctx.viewer, input)),
  saveTrack: authedProcedure
    .input(trackSaveInput)
    .mutation(({ ctx, input }) => saveTrack(ctx.services, ctx.viewer, input)),
  deleteTracks: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "tracks", input)),

  album: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getAlbumForEdit(ctx.services, ctx.viewer, input)),
  saveAlbum: authedProcedure
    .input(albumSaveInput)
    .mutation(({ ctx, input }) => saveAlbum(ctx.services, ctx.viewer, input)),
  deleteAlbums: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "albums", input)),

  artist: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getArtistForEdit(ctx.services, ctx.viewer, input)),
  saveArtist: authedProcedure
    .input(artistSaveInput)
    .mutation(({ ctx, input }) => saveArtist(ctx.services, ctx.viewer, input)),
  deleteArtists: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "artists", input)),

  artistOptions: authedProcedure
    .input(refSearchInput)
    .query(({ ctx, input }) => searchArtistOptions(ctx.services, ctx.viewer, input)),
  albumOptions: authedProcedure
    .input(refSearchInput)
    .query(({ ctx, input }) => searchAlbumOptions(ctx.services, ctx.viewer, input)),

  genre: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getGenreForEdit(ctx.services, ctx.viewer, input)),
  saveGenre: authedProcedure
    .input(genreSaveInput)
    .mutation(({ ctx, input }) => saveGenre(ctx.services, ctx.viewer, input)),
  deleteGenres: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "genres", input)),

  saveTag: authedProcedure.input(tagSaveInput).mutation(({ ctx, input }) => saveTag(ctx.services, ctx.viewer, input)),
  deleteTags: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "tags", input)),

  playlist: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getPlaylistForEdit(ctx.services, ctx.viewer, input)),
  updatePlaylist: authedProcedure
    .input(playlistAdminInput)
    .mutation(({ ctx, input }) => updatePlaylistAsAdmin(ctx.services, ctx.viewer, input)),
  deletePlaylists: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "playlists", input)),

  saveLyrics: authedProcedure
    .input(lyricsSaveInput)
    .mutation(({ ctx, input }) => saveLyrics(ctx.services, ctx.viewer, input)),

  comment: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getComment(ctx.services, ctx.viewer, input)),
  updateComment: authedProcedure
    .input(commentUpdateInput)
    .mutation(({ ctx, input }) => updateComment(ctx.services, ctx.viewer, input)),
  deleteComments: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "comments", input)),
});
