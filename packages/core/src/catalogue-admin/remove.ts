import { albumsRepo, artistsRepo, catalogueRowsRepo, tracksRepo } from "@backbeat/db";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices } from "../context.ts";
import { releaseAudio } from "../media/release-audio.ts";

type Db = CoreServices["db"];

const removers = {
  tracks: tracksRepo.deleteTracks,
  albums: albumsRepo.deleteAlbums,
  artists: artistsRepo.deleteArtists,
  genres: (db: Db, ids: number[]) => catalogueRowsRepo.deleteRows(db, "genres", ids),
  tags: (db: Db, ids: number[]) => catalogueRowsRepo.deleteRows(db, "tags", ids),
  playlists: (db: Db, ids: number[]) => catalogueRowsRepo.deleteRows(db, "playlists", ids),
  comments: (db: Db, ids: number[]) => catalogueRowsRepo.deleteRows(db, "comments", ids),
};
export type CatalogueDeletable = keyof typeof removers;

/**
 * Deletes catalogue rows in one transaction with the likes, reposts, comments, follows and
 * channel items that point at them, then clears the page cache. An album takes its tracks
 * along, unless `keepAlbumTracks` (backstage: an artist deleting an album keeps its songs, which
 * become singles, since uploaded audio is not something to lose by tidying up releases). The
 * stored audio of deleted tracks goes too once no other track plays it. No permission check:
 * callers check theirs first (the admin procedures, the datatable's bulk delete, backstage).
 * Kept free of the admin registry so that registry can call it.
 */
export async function removeCatalogueRows(
  services: CoreServices,
  kind: CatalogueDeletable,
  ids: number[],
  options: { keepAlbumTracks?: boolean } = {},
): Promise<number> {
  const unique = [...new Set(ids)];
  const { deleted, audio } = await services.db.transaction().execute(async (tx) => {
    if (kind === "albums" && options.keepAlbumTracks) await albumsRepo.detachAlbumTracks(tx, unique);
    const trackIds = kind === "tracks" ? unique : kind === "albums" ? await albumsRepo.albumTrackIdsOf(tx, unique) : [];
    const audio = await tracksRepo.trackAudioPaths(tx, trackIds);
    return { deleted: await removers[kind](tx, unique), audio };
  });
  pageCache(services.db).invalidate("");
  await releaseAudio(services, audio);
  return deleted;
}
