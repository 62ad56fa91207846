import { albumsRepo, artistsRepo, type Executor, tracksRepo } from "@backbeat/db";

type Fields<F extends (db: Executor, row: never) => unknown> = Parameters<F>[1];

/** An artist, an album credited to it and a track on that album credited to it; answers their ids. */
export async function insertRelease(
  db: Executor,
  release: {
    artist: Fields<typeof artistsRepo.insertArtist>;
    album: Omit<Fields<typeof albumsRepo.insertAlbum>, "artistIds">;
    track: Omit<Fields<typeof tracksRepo.insertTrack>, "album_id" | "artistIds">;
  },
): Promise<{ artist: number; album: number; track: number }> {
  const artist = await artistsRepo.insertArtist(db, release.artist);
  const album = await albumsRepo.insertAlbum(db, { ...release.album, artistIds: [artist] });
  const track = await tracksRepo.insertTrack(db, { ...release.track, album_id: album, artistIds: [artist] });
  return { artist, album, track };
}
