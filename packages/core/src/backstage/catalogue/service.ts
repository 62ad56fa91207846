import { albumsRepo, artistsRepo, fileEntriesRepo, mediaJobsRepo, tracksRepo } from "@backbeat/db";
import { assertAlbumAccess, assertTrackAccess, type CatalogueAccess } from "../../catalogue-admin/access.ts";
import { removeCatalogueRows } from "../../catalogue-admin/remove.ts";
import type { CatalogueIdsInput } from "../../catalogue-admin/schemas.ts";
import {
  catalogueVisibilityOf,
  getAlbumForEdit,
  getArtistForEdit,
  getTrackForEdit,
  saveAlbum,
  saveArtist,
  saveTrack,
  searchAlbumOptions,
  searchArtistOptions,
} from "../../catalogue-admin/service.ts";
import type { CoreServices, Viewer } from "../../context.ts";
import { DomainError, forbidden, validationError } from "../../errors.ts";
import { enqueueAudioReplacement } from "../../media/enqueue.ts";
import { trackPathOf } from "../../media/track-path.ts";
import { loadOwnEntry } from "../../uploads/entries.ts";
import { backstageAccess } from "./access.ts";
import type { ParsedBackstageListInput, ReplaceAudioInput } from "./schemas.ts";

/**
 * Backstage's own catalogue (docs/spec/2-product-areas.md §2 "Backstage"): an artist's tracks, albums and artist
 * profiles. Reads and saves are the admin area's (catalogue-admin/service.ts) run with the
 * artist's access, so both areas keep one set of rules.
 */

/** The viewer's artist profiles (an admin has none of their own) and how much they own. */
export async function backstageOverview(services: CoreServices, viewer: Viewer) {
  const access = await backstageAccess(services, viewer);
  const artists = access.scope ? await artistsRepo.ownedArtists(services.db, access.scope.userId) : [];
  const [tracks, albums] = await Promise.all([
    tracksRepo.countInScope(services.db, access.scope),
    albumsRepo.countInScope(services.db, access.scope),
  ]);
  return { artists, counts: { tracks, albums } };
}

type OwnList<R> = (
  db: CoreServices["db"],
  scope: Parameters<typeof tracksRepo.ownTracks>[1],
  page: { query: string; offset: number; limit: number },
) => Promise<{ rows: R[]; total: number }>;

/** One page of what the viewer's backstage access owns, shaped for its table. */
async function ownPage<R, T>(
  services: CoreServices,
  viewer: Viewer,
  { page, perPage, query }: ParsedBackstageListInput,
  list: OwnList<R>,
  toRow: (row: R) => T,
) {
  const access = await backstageAccess(services, viewer);
  const { rows, total } = await list(services.db, access.scope, {
    query,
    offset: (page - 1) * perPage,
    limit: perPage,
  });
  return { rows: rows.map(toRow), total };
}

export const backstageTracks = (services: CoreServices, viewer: Viewer, input: ParsedBackstageListInput) =>
  ownPage(services, viewer, input, tracksRepo.ownTracks, (r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    albumName: r.album_name,
    ...catalogueVisibilityOf(r),
    durationMs: r.duration_ms,
    plays: r.plays,
    createdAt: new Date(r.created_at).toISOString(),
    processing: r.processing,
  }));

export const backstageAlbums = (services: CoreServices, viewer: Viewer, input: ParsedBackstageListInput) =>
  ownPage(services, viewer, input, albumsRepo.ownAlbums, (r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    ...catalogueVisibilityOf(r),
    releaseDate: r.release_date,
    tracksCount: r.tracks_count,
    createdAt: new Date(r.created_at).toISOString(),
  }));

type Run<I, T> = (services: CoreServices, viewer: Viewer, input: I, access: CatalogueAccess) => Promise<T>;

/** One of the shared catalogue functions, run with the viewer's backstage access. */
const asArtist =
  <I, T>(run: Run<I, T>) =>
  async (services: CoreServices, viewer: Viewer, input: I): Promise<T> =>
    run(services, viewer, input, await backstageAccess(services, viewer));

export const backstageTrack = asArtist(getTrackForEdit);
export const backstageAlbum = asArtist(getAlbumForEdit);
export const backstageArtist = asArtist(getArtistForEdit);
export const backstageSaveTrack = asArtist(saveTrack);
export const backstageSaveAlbum = asArtist(saveAlbum);
export const backstageSaveArtist = asArtist(saveArtist);
export const backstageArtistOptions = asArtist(searchArtistOptions);
export const backstageAlbumOptions = asArtist(searchAlbumOptions);

/** Every id must be the viewer's (one that is not refuses the whole request); unknown ids are skipped. */
async function assertOwnsAll(
  services: CoreServices,
  access: CatalogueAccess,
  kind: "tracks" | "albums",
  ids: number[],
) {
  if (!access.scope) return;
  const owned =
    kind === "tracks"
      ? await tracksRepo.ownedTrackIds(services.db, access.scope, ids)
      : await albumsRepo.ownedAlbumIds(services.db, access.scope, ids);
  for (const id of ids)
    if (!owned.has(id)) {
      // Unknown ids answer 404 through the single-item check; someone else's answer 403.
      if (kind === "tracks") await assertTrackAccess(services, access, id);
      else await assertAlbumAccess(services, access, id);
    }
}

export async function backstageDeleteTracks(services: CoreServices, viewer: Viewer, { ids }: CatalogueIdsInput) {
  const access = await backstageAccess(services, viewer);
  await assertOwnsAll(services, access, "tracks", ids);
  return { deleted: await removeCatalogueRows(services, "tracks", ids) };
}

/** An album goes; its tracks stay as singles (see removeCatalogueRows). */
export async function backstageDeleteAlbums(services: CoreServices, viewer: Viewer, { ids }: CatalogueIdsInput) {
  const access = await backstageAccess(services, viewer);
  await assertOwnsAll(services, access, "albums", ids);
  return { deleted: await removeCatalogueRows(services, "albums", ids, { keepAlbumTracks: true }) };
}

/**
 * A new uploaded file of the viewer's becomes the track's audio: the media pipeline measures
 * it again and the old file is removed once the track plays from the new one.
 */
export async function backstageReplaceAudio(
  services: CoreServices,
  viewer: Viewer,
  { trackId, fileEntryId }: ReplaceAudioInput,
) {
  const access = await backstageAccess(services, viewer);
  await assertTrackAccess(services, access, trackId);
  const entry = await loadOwnEntry(services, viewer, fileEntryId).catch(() => {
    throw validationError({ fileEntryId: ["The uploaded file was not found."] });
  });
  if (entry.owner_id !== viewer.user?.id) throw forbidden();
  if (!entry.mime.startsWith("audio/")) throw validationError({ fileEntryId: ["The file is not audio."] });
  if ((await fileEntriesRepo.tracksPlayingFrom(services.db, [trackPathOf(entry.path)])).length)
    throw validationError({ fileEntryId: ["This file is already a track's audio."] });
  // Uploaded without the replacement mark, the file was queued as a new track: take that back.
  if (!(await mediaJobsRepo.withdrawIngest(services.db, entry.id)))
    throw new DomainError("CONFLICT", "This file is already being added as a track of its own.");
  const job = await enqueueAudioReplacement(
    services,
    { trackId, sourceKey: entry.path, fileEntryId: entry.id },
    viewer.user?.id ?? null,
  );
  return { jobId: job.id };
}
