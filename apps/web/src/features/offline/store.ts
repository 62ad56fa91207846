import { api } from "../player/client.ts";
import type { TrackItem } from "../player/types.ts";
import {
  type CollectionKind,
  collectionKey,
  type DownloadedCollection,
  dropCollection,
  dropTrack,
  getDownloads,
  loadDownloads,
  saveCollection,
  saveTrack,
  setProgress,
} from "./downloads-state.ts";
import { DOWNLOADS_CACHE, storedTrackKey } from "./names.ts";

/**
 * Downloads for offline listening. A track is fetched from its download address, which applies
 * the download rule (downloads on, signed in, a track the user may open) and the user's chosen
 * format (account settings: MP3 or FLAC), and kept in Cache Storage, where the service worker
 * answers the track's stream from it once offline.
 */
export class DownloadRefusedError extends Error {
  constructor(readonly status: number) {
    super(`Download refused (${status}).`);
  }
}

/** Two tracks at a time: steady progress without holding the server's transcoder queue. */
const PARALLEL = 2;

export interface CollectionSource {
  kind: CollectionKind;
  id: number | null;
  name: string;
  href: string;
  image: string | null;
  userId: number;
  tracks: () => Promise<TrackItem[]>;
}

const downloadsCache = () => caches.open(DOWNLOADS_CACHE);

async function storeTrack(cache: Cache, track: TrackItem, key: string): Promise<boolean> {
  const known = getDownloads().tracks[track.id];
  if (known) {
    if (!known.collections.includes(key)) await saveTrack({ ...known, collections: [...known.collections, key] });
    return true;
  }
  const response = await fetch(`/api/v1/tracks/${track.id}/download`, { credentials: "include" });
  if (response.status === 401 || response.status === 403) throw new DownloadRefusedError(response.status);
  // A track gone private or without audio since the list was read is left out.
  if (!response.ok) return false;
  const blob = await response.blob();
  const mime = response.headers.get("content-type") ?? blob.type ?? "audio/mpeg";
  await cache.put(
    storedTrackKey(track.id),
    new Response(blob, {
      headers: { "content-type": mime, "content-length": String(blob.size), "cache-control": "no-store" },
    }),
  );
  await saveTrack({ id: track.id, bytes: blob.size, mime, collections: [key] });
  return true;
}

/** Downloads a collection's tracks; the collection is listed once every track has been tried. */
export async function downloadCollection(source: CollectionSource): Promise<{ stored: number; total: number }> {
  await loadDownloads();
  const key = collectionKey(source.kind, source.id);
  if (getDownloads().progress[key]) return { stored: 0, total: 0 };
  setProgress(key, { done: 0, total: 0 });
  try {
    const tracks = await source.tracks();
    const cache = await downloadsCache();
    let done = 0;
    const kept: TrackItem[] = [];
    setProgress(key, { done, total: tracks.length });
    const queue = [...tracks];
    const worker = async () => {
      for (let track = queue.shift(); track; track = queue.shift()) {
        if (await storeTrack(cache, track, key)) kept.push(track);
        done += 1;
        setProgress(key, { done, total: tracks.length });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const order = new Map(tracks.map((tr, i) => [tr.id, i]));
    kept.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const collection: DownloadedCollection = {
      key,
      kind: source.kind,
      id: source.id,
      name: source.name,
      href: source.href,
      image: source.image,
      tracks: kept,
      userId: source.userId,
      savedAt: Date.now(),
    };
    await saveCollection(collection);
    return { stored: kept.length, total: tracks.length };
  } finally {
    setProgress(key, null);
  }
}

/** Forgets a track in one collection; its bytes go when no collection holds it any more. */
async function releaseTrack(trackId: number, key: string | null): Promise<void> {
  const known = getDownloads().tracks[trackId];
  if (!known) return;
  const collections = key === null ? [] : known.collections.filter((k) => k !== key);
  if (collections.length) {
    await saveTrack({ ...known, collections });
    return;
  }
  await (await downloadsCache()).delete(storedTrackKey(trackId));
  await dropTrack(trackId);
}

export async function removeCollection(key: string): Promise<void> {
  await loadDownloads();
  const collection = getDownloads().collections[key];
  if (!collection) return;
  for (const track of collection.tracks) await releaseTrack(track.id, key);
  await dropCollection(key);
}

/** Removes everything stored on this device. */
export async function removeAllDownloads(): Promise<void> {
  await loadDownloads();
  for (const key of Object.keys(getDownloads().collections)) await removeCollection(key);
  for (const id of Object.keys(getDownloads().tracks)) await releaseTrack(Number(id), null);
  await caches.delete(DOWNLOADS_CACHE);
}

/** The server's bound on one check (OFFLINE_CHECK_MAX_TRACKS). */
const CHECK_BATCH = 500;

/**
 * Asks the server which stored tracks the user may still keep and removes the others from the
 * device and from every collection (access revoked, track deleted, downloads switched off).
 */
export async function removeRevokedTracks(): Promise<number> {
  await loadDownloads();
  const ids = Object.keys(getDownloads().tracks).map(Number);
  const revoked: number[] = [];
  for (let i = 0; i < ids.length; i += CHECK_BATCH) {
    const batch = ids.slice(i, i + CHECK_BATCH);
    const { allowed } = await api().offline.allowedTracks.mutate({ trackIds: batch });
    const keep = new Set(allowed);
    revoked.push(...batch.filter((id) => !keep.has(id)));
  }
  if (!revoked.length) return 0;
  const gone = new Set(revoked);
  for (const collection of Object.values(getDownloads().collections))
    if (collection.tracks.some((tr) => gone.has(tr.id)))
      await saveCollection({ ...collection, tracks: collection.tracks.filter((tr) => !gone.has(tr.id)) });
  for (const id of revoked) await releaseTrack(id, null);
  return revoked.length;
}
