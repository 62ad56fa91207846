import { creditRequestsRepo as repo } from "@backbeat/db";
import type { z } from "zod";
import { pageCache } from "../catalogue/cache.ts";
import type { CatalogueIdInput, catalogueIdInput } from "../catalogue-admin/schemas.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound } from "../errors.ts";
import { backstageAccess } from "./catalogue/access.ts";

/** Pending credits shown at once: more than any artist is asked for between two visits. */
const INCOMING_LIMIT = 100;

/**
 * Credits other artists asked for on the viewer's artists (catalogue-admin/credits.ts makes
 * them). The artist's owner accepts or declines; an admin may decide any of them.
 */
export async function backstageCredits(services: CoreServices, viewer: Viewer) {
  await backstageAccess(services, viewer);
  const rows = await repo.incoming(services.db, viewer.user?.id as number, INCOMING_LIMIT);
  return {
    credits: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      item: { id: r.item_id, name: r.item_name },
      artist: { id: r.artist_id, name: r.artist_name },
      requestedBy: r.requested_by_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

async function decide(services: CoreServices, viewer: Viewer, { id }: CatalogueIdInput, accept: boolean) {
  const access = await backstageAccess(services, viewer);
  await services.db.transaction().execute(async (tx) => {
    const request = await repo.take(tx, id);
    if (!request) throw notFound("This credit request no longer exists.");
    // Thrown inside the transaction, so the request stays for its artist.
    if (access.scope && request.artist_owner_id !== viewer.user?.id) throw forbidden();
    if (!accept) return;
    if (request.track_id !== null) await repo.credit(tx, "track", request.track_id, request.artist_id);
    else if (request.album_id !== null) await repo.credit(tx, "album", request.album_id, request.artist_id);
  });
  if (accept) pageCache(services.db).invalidate("");
  return { ok: true as const };
}

export function acceptCredit(services: CoreServices, viewer: Viewer, input: z.output<typeof catalogueIdInput>) {
  return decide(services, viewer, input, true);
}

export function declineCredit(services: CoreServices, viewer: Viewer, input: z.output<typeof catalogueIdInput>) {
  return decide(services, viewer, input, false);
}
