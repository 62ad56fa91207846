import {
  acceptCredit,
  albumSaveInput,
  artistSaveInput,
  backstageAlbum,
  backstageAlbumOptions,
  backstageAlbums,
  backstageArtist,
  backstageArtistOptions,
  backstageCredits,
  backstageDeleteAlbums,
  backstageDeleteTracks,
  backstageListInput,
  backstageOverview,
  backstageReplaceAudio,
  backstageSaveAlbum,
  backstageSaveArtist,
  backstageSaveTrack,
  backstageTrack,
  backstageTracks,
  catalogueIdInput,
  catalogueIdsInput,
  declineCredit,
  noInput,
  refSearchInput,
  replaceAudioInput,
  trackSaveInput,
} from "@backbeat/core";
import { authedProcedure, router } from "../trpc.ts";

/**
 * An artist's own catalogue in backstage: the admin area's edit reads and saves, limited in
 * core to what the viewer's artist profiles own (admins: everything).
 */
export const backstageCatalogueRouter = router({
  overview: authedProcedure.input(noInput).query(({ ctx }) => backstageOverview(ctx.services, ctx.viewer)),
  tracks: authedProcedure
    .input(backstageListInput)
    .query(({ ctx, input }) => backstageTracks(ctx.services, ctx.viewer, input)),
  albums: authedProcedure
    .input(backstageListInput)
    .query(({ ctx, input }) => backstageAlbums(ctx.services, ctx.viewer, input)),

  track: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => backstageTrack(ctx.services, ctx.viewer, input)),
  album: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => backstageAlbum(ctx.services, ctx.viewer, input)),
  artist: authedProcedure
    .input(catalogueIdInput)
    .query(({ ctx, input }) => backstageArtist(ctx.services, ctx.viewer, input)),

  saveTrack: authedProcedure
    .input(trackSaveInput)
    .mutation(({ ctx, input }) => backstageSaveTrack(ctx.services, ctx.viewer, input)),
  saveAlbum: authedProcedure
    .input(albumSaveInput)
    .mutation(({ ctx, input }) => backstageSaveAlbum(ctx.services, ctx.viewer, input)),
  saveArtist: authedProcedure
    .input(artistSaveInput)
    .mutation(({ ctx, input }) => backstageSaveArtist(ctx.services, ctx.viewer, input)),

  deleteTracks: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => backstageDeleteTracks(ctx.services, ctx.viewer, input)),
  deleteAlbums: authedProcedure
    .input(catalogueIdsInput)
    .mutation(({ ctx, input }) => backstageDeleteAlbums(ctx.services, ctx.viewer, input)),

  replaceAudio: authedProcedure
    .input(replaceAudioInput)
    .mutation(({ ctx, input }) => backstageReplaceAudio(ctx.services, ctx.viewer, input)),

  credits: authedProcedure.input(noInput).query(({ ctx }) => backstageCredits(ctx.services, ctx.viewer)),
  acceptCredit: authedProcedure
    .input(catalogueIdInput)
    .mutation(({ ctx, input }) => acceptCredit(ctx.services, ctx.viewer, input)),
  declineCredit: authedProcedure
    .input(catalogueIdInput)
    .mutation(({ ctx, input }) => declineCredit(ctx.services, ctx.viewer, input)),

  artistOptions: authedProcedure
    .input(refSearchInput)
    .query(({ ctx, input }) => backstageArtistOptions(ctx.services, ctx.viewer, input)),
  albumOptions: authedProcedure
    .input(refSearchInput)
    .query(({ ctx, input }) => backstageAlbumOptions(ctx.services, ctx.viewer, input)),
});
