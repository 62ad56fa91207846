import { albumsRepo, artistsRepo, genresRepo, playsRepo, radioRepo, tracksRepo } from "@backbeat/db";
import type { TrackItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import type { RadioInput, radioSeedTypes } from "./schemas.ts";

export interface RadioStation {
  seed: { type: (typeof radioSeedTypes)[number]; id: number; name: string; image: string | null };
  tracks: TrackItem[];
}

/**
 * A radio station built from our own data: the seed's artists, artists sharing its genres,
 * the genres themselves and what listeners of the seed also played. The client asks again
 * with what it already queued (`exclude`) when the queue runs low, so the station never ends.
 */
export async function radioStation(
  services: CoreServices,
  viewer: Viewer,
  { type, id, exclude, limit }: RadioInput,
): Promise<RadioStation> {
  // Radio switched off (player.show_radio) is gone, not merely unlinked.
  if (!(await services.settings.snapshot()).get("player.show_radio")) throw notFound();
  const { db } = services;
  const v = visibilityOf(viewer);
  let name = "";
  let image: string | null = null;
  let seed: radioRepo.RadioSeed | null = null;
  if (type === "track") {
    const t = await tracksRepo.findTrack(db, v, id);
    if (t) {
      name = t.name;
      image = t.album?.image ?? t.image;
      seed = await radioRepo.seedFromTrack(db, id);
    }
  } else if (type === "album") {
    const a = await albumsRepo.findAlbum(db, v, id);
    if (a) {
      name = a.name;
      image = a.image;
      seed = await radioRepo.seedFromAlbum(db, id);
    }
  } else if (type === "artist") {
    const a = await artistsRepo.findArtist(db, id);
    if (a) {
      name = a.name;
      image = a.image;
      seed = await radioRepo.seedFromArtist(db, id);
    }
  } else {
    const [g] = await genresRepo.genresByIds(db, [id]);
    if (g) {
      name = g.display_name;
      image = g.image;
      seed = await radioRepo.seedFromGenre(db, id);
    }
  }
  if (!seed) throw notFound("Radio seed not found.");
  const coListened = await playsRepo.coListened(db, seed.trackIds.slice(0, 50), 50);
  // The seed track opens its own station.
  const excludeIds = [...exclude];
  let ids = await radioRepo.radioCandidates(db, seed, coListened, excludeIds, limit);
  if (ids.length < limit) {
    const more = await radioRepo.randomPopular(db, [...excludeIds, ...ids], limit - ids.length);
    ids = [...ids, ...more];
  }
  if (type === "track" && exclude.length === 0) ids = [id, ...ids.filter((x) => x !== id)].slice(0, limit);
  return { seed: { type, id, name, image }, tracks: await tracksRepo.tracksByIds(db, v, ids) };
}
