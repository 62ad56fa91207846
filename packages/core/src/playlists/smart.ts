import { type Executor, type PlaylistItemRow, playlistsRepo, smartPlaylistsRepo, type Visibility } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import type { SmartCountInput } from "./schemas.ts";
import { type SmartRules, smartQueryOf, smartRulesSchema } from "./smart-rules.ts";

/**
 * Reading a smart playlist: its rules run when it is read, for the viewer reading it, so it follows
 * the library and their plays and likes. A list shows what lists show, admins included: someone
 * else's private upload never lands in a smart playlist.
 */
export function listingVisibility(viewer: Viewer): Visibility {
  return { userId: viewer.user?.id ?? null, admin: false, reach: "listed" };
}

/** Stored rules, checked again: a row written by an older version still compiles to a known form. */
export function storedRules(rules: unknown): SmartRules {
  const parsed = smartRulesSchema.safeParse(rules);
  return parsed.success ? parsed.data : { all: [], limit: 0 };
}

/** A shuffle that holds for a day, so the pages of one listing agree. */
const daySeed = (playlistId: number) => `${playlistId}:${new Date().toISOString().slice(0, 10)}`;

export async function smartTrackRows(services: CoreServices, viewer: Viewer, playlistId: number, rules: unknown) {
  const query = smartQueryOf(storedRules(rules));
  if (query.limit === 0) return [];
  return smartPlaylistsRepo.smartTracks(services.db, listingVisibility(viewer), query, daySeed(playlistId));
}

/**
 * A smart playlist as its owner finds it: what a share link of it plays, so a guest hears the
 * list its owner made, never one filled from the guest's (absent) plays and likes.
 */
export async function ownerSmartTrackRows(
  services: CoreServices,
  playlist: { id: number; owner_id: number },
  rules: unknown,
) {
  const query = smartQueryOf(storedRules(rules));
  if (query.limit === 0) return [];
  const owner: Visibility = { userId: playlist.owner_id, admin: false, reach: "listed" };
  return smartPlaylistsRepo.smartTracks(services.db, owner, query, daySeed(playlist.id));
}

export async function countSmart(
  services: CoreServices,
  viewer: Viewer,
  { rules }: SmartCountInput,
): Promise<{ count: number }> {
  const count = await smartPlaylistsRepo.countSmartTracks(services.db, listingVisibility(viewer), smartQueryOf(rules));
  return { count };
}

/**
 * Playlist rows with each smart one's size as this viewer would find it: the stored count is of
 * hand-made entries, which a smart playlist has none of. `db` is the caller's transaction, when
 * it holds one (PGlite has a single connection).
 */
export async function withSmartCounts<T extends Pick<PlaylistItemRow, "id" | "smart" | "tracks_count">>(
  services: CoreServices,
  viewer: Viewer,
  rows: T[],
  db: Executor = services.db,
): Promise<T[]> {
  const smart = rows.filter((r) => r.smart);
  if (!smart.length) return rows;
  const rules = await playlistsRepo.rulesOf(
    db,
    smart.map((r) => r.id),
  );
  const counts = new Map<number, number>();
  for (const row of smart) {
    const query = smartQueryOf(storedRules(rules.get(row.id)));
    counts.set(
      row.id,
      query.limit === 0 ? 0 : await smartPlaylistsRepo.countSmartTracks(db, listingVisibility(viewer), query),
    );
  }
  return rows.map((r) => (r.smart ? { ...r, tracks_count: counts.get(r.id) ?? 0 } : r));
}
