import { albumsRepo, artistsRepo, type ItemOwnershipScope, tracksRepo } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, validationError } from "../errors.ts";

/**
 * Who the catalogue edit rules serve. An admin (`scope: null`) edits everything; an artist in
 * backstage edits what their artist profiles own (see backstage/catalogue/access.ts), may not
 * create artists or set the verified badge, and must stay credited on what they save.
 */
export interface CatalogueAccess {
  scope: ItemOwnershipScope | null;
}

/** The admin area: admin.access, everything. */
export function adminAccess(viewer: Viewer): CatalogueAccess {
  assertAdminPermission(viewer, "admin.access");
  return { scope: null };
}

function owns(scope: ItemOwnershipScope, item: { owner_id: number | null; artist_ids: number[] }): boolean {
  if (item.artist_ids.length) return item.artist_ids.some((id) => scope.artistIds.includes(id));
  return item.owner_id === scope.userId;
}

/** Unknown: 404. Someone else's: 403, before anything of it is read. */
export async function assertItemAccess(
  services: CoreServices,
  access: CatalogueAccess,
  kind: "track" | "album",
  id: number,
) {
  if (!access.scope) return;
  const item = await (kind === "track" ? tracksRepo.trackOwnership : albumsRepo.albumOwnership)(services.db, id);
  if (!item) throw notFound(kind === "track" ? "Track not found." : "Album not found.");
  if (!owns(access.scope, item)) throw forbidden();
}

export const assertTrackAccess = (services: CoreServices, access: CatalogueAccess, id: number) =>
  assertItemAccess(services, access, "track", id);

export const assertAlbumAccess = (services: CoreServices, access: CatalogueAccess, id: number) =>
  assertItemAccess(services, access, "album", id);

export async function assertArtistAccess(services: CoreServices, access: CatalogueAccess, id: number) {
  if (!access.scope) return;
  const artist = await artistsRepo.artistOwner(services.db, id);
  if (!artist) throw notFound("Artist not found.");
  if (artist.owner_id !== access.scope.userId) throw forbidden();
}

/** An artist may credit others (features), but never save an item away from themselves. */
export function assertStillCredited(access: CatalogueAccess, artistIds: number[]) {
  if (access.scope && !artistIds.some((id) => access.scope?.artistIds.includes(id)))
    throw validationError({ artistIds: ["Keep at least one of your own artists credited."] });
}

export async function assertOwnAlbum(services: CoreServices, access: CatalogueAccess, albumId: number) {
  if (!access.scope) return;
  const owned = await albumsRepo.ownedAlbumIds(services.db, access.scope, [albumId]);
  if (!owned.has(albumId)) throw validationError({ albumId: ["Choose one of your own albums."] });
}
