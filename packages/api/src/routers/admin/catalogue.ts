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
import { adminProcedure, router } from "../../trpc.ts";

/** Catalogue management: edit reads, saves (create when no id) and deletes; permissions checked in core. */
export const catalogueAdminRouter = router({
  track: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getTrackForEdit(ctx.services, ctx.viewer, input)),
  saveTrack: adminProcedure("admin.access")
    .input(trackSaveInput)
    .mutation(({ ctx, input }) => saveTrack(ctx.services, ctx.viewer, input)),
  deleteTracks: adminProcedure("admin.access")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "tracks", input)),

  album: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getAlbumForEdit(ctx.services, ctx.viewer, input)),
  saveAlbum: adminProcedure("admin.access")
    .input(albumSaveInput)
    .mutation(({ ctx, input }) => saveAlbum(ctx.services, ctx.viewer, input)),
  deleteAlbums: adminProcedure("admin.access")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "albums", input)),

  artist: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getArtistForEdit(ctx.services, ctx.viewer, input)),
  saveArtist: adminProcedure("admin.access")
    .input(artistSaveInput)
    .mutation(({ ctx, input }) => saveArtist(ctx.services, ctx.viewer, input)),
  deleteArtists: adminProcedure("admin.access")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "artists", input)),

  artistOptions: adminProcedure("admin.access")
    .input(refSearchInput)
    .query(({ ctx, input }) => searchArtistOptions(ctx.services, ctx.viewer, input)),
  albumOptions: adminProcedure("admin.access")
    .input(refSearchInput)
    .query(({ ctx, input }) => searchAlbumOptions(ctx.services, ctx.viewer, input)),

  genre: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getGenreForEdit(ctx.services, ctx.viewer, input)),
  saveGenre: adminProcedure("admin.access")
    .input(genreSaveInput)
    .mutation(({ ctx, input }) => saveGenre(ctx.services, ctx.viewer, input)),
  deleteGenres: adminProcedure("admin.access")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "genres", input)),

  saveTag: adminProcedure("tags.update")
    .input(tagSaveInput)
    .mutation(({ ctx, input }) => saveTag(ctx.services, ctx.viewer, input)),
  deleteTags: adminProcedure("tags.update")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "tags", input)),

  playlist: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getPlaylistForEdit(ctx.services, ctx.viewer, input)),
  updatePlaylist: adminProcedure("admin.access")
    .input(playlistAdminInput)
    .mutation(({ ctx, input }) => updatePlaylistAsAdmin(ctx.services, ctx.viewer, input)),
  deletePlaylists: adminProcedure("admin.access")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "playlists", input)),

  saveLyrics: adminProcedure("admin.access")
    .input(lyricsSaveInput)
    .mutation(({ ctx, input }) => saveLyrics(ctx.services, ctx.viewer, input)),

  comment: adminProcedure("admin.access")
    .input(catalogueIdInput)
    .query(({ ctx, input }) => getComment(ctx.services, ctx.viewer, input)),
  updateComment: adminProcedure("comments.update")
    .input(commentUpdateInput)
    .mutation(({ ctx, input }) => updateComment(ctx.services, ctx.viewer, input)),
  deleteComments: adminProcedure("comments.update")
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => deleteCatalogueItems(ctx.services, ctx.viewer, "comments", input)),
});
