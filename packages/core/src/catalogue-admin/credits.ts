import { type Executor, creditRequestsRepo as repo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { validationError } from "../errors.ts";
import { notifyLater } from "../notifications/service.ts";
import type { CatalogueAccess } from "./access.ts";

/**
 * Crediting another artist needs their consent. An admin credits anyone at once; an artist in
 * backstage credits their own artists, and keeps credits an item already has, at once; any
 * other artist they name is asked (a pending credit the artist's owner accepts or declines in
 * backstage) and is no credit until then: not shown, no ownership.
 */
export type CreditItemKind = "track" | "album";

export interface CreditPlan {
  now: number[];
  asked: number[];
}

export async function planCredits(
  services: CoreServices,
  access: CatalogueAccess,
  kind: CreditItemKind,
  itemId: number | undefined,
  artistIds: number[],
): Promise<CreditPlan> {
  const scope = access.scope;
  if (!scope) return { now: artistIds, asked: [] };
  const current = new Set(itemId ? await repo.creditedArtistIds(services.db, kind, itemId) : []);
  const now = artistIds.filter((id) => scope.artistIds.includes(id) || current.has(id));
  const asked = artistIds.filter((id) => !now.includes(id));
  const owners = await repo.artistOwners(services.db, asked);
  if (owners.some((a) => a.owner_id === null))
    throw validationError({ artistIds: ["An artist nobody manages can only be credited by an admin."] });
  return { now, asked };
}

/** Inside the save's transaction: the item's pending credits become the plan's; returns who is newly asked. */
export function savePendingCredits(
  tx: Executor,
  kind: CreditItemKind,
  itemId: number,
  plan: CreditPlan,
  viewer: Viewer,
): Promise<number[]> {
  return repo.setPending(tx, kind, itemId, plan.asked, viewer.user?.id ?? null);
}

/** After the save: each newly asked artist's owner hears about it. */
export async function announceCreditRequests(
  services: CoreServices,
  viewer: Viewer,
  kind: CreditItemKind,
  item: { id: number; name: string },
  artistIds: number[],
): Promise<void> {
  if (!artistIds.length) return;
  for (const artist of await repo.artistOwners(services.db, artistIds)) {
    if (artist.owner_id === null) continue;
    notifyLater(services, {
      userId: artist.owner_id,
      type: "credit_requested",
      data: {
        artistName: artist.name,
        itemName: item.name,
        itemKind: kind,
        requesterName: viewer.user?.name ?? "",
      },
    });
  }
}

/** An edit form's artists: the credited ones, then those waiting for consent (marked). */
export async function withPendingCredits<A extends { id: number; name: string }>(
  services: CoreServices,
  kind: CreditItemKind,
  itemId: number,
  artists: A[],
): Promise<(A | { id: number; name: string; pending: true })[]> {
  const pending = await repo.pendingArtists(services.db, kind, itemId);
  return [...artists, ...pending.map((a) => ({ ...a, pending: true as const }))];
}
