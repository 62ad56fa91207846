import { artistsRepo } from "@backbeat/db";
import type { CatalogueAccess } from "../../catalogue-admin/access.ts";
import type { CoreServices, Viewer } from "../../context.ts";
import { forbidden, unauthenticated } from "../../errors.ts";
import { hasPermission } from "../../permissions/check.ts";

/**
 * Backstage's catalogue access: an admin (admin.access) edits everything, as in the admin
 * area; an artist (music.create) edits what their artist profiles own; a guest is asked to
 * sign in and anyone else is refused.
 */
export async function backstageAccess(services: CoreServices, viewer: Viewer): Promise<CatalogueAccess> {
  if (!viewer.user) throw unauthenticated();
  if (hasPermission(viewer, "admin.access")) return { scope: null };
  if (!hasPermission(viewer, "music.create")) throw forbidden();
  const userId = viewer.user.id;
  const artists = await artistsRepo.ownedArtists(services.db, userId);
  return { scope: { userId, artistIds: artists.map((a) => a.id) } };
}
