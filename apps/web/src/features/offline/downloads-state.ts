import { createStore, del, entries, set } from "idb-keyval";
import { useSyncExternalStore } from "react";
import type { TrackItem } from "../player/types.ts";

/**
 * What this browser keeps for offline listening: the collections downloaded (an album, a
 * playlist, the liked songs) with the track details the player needs, and per track its size
 * and the collections holding it (a track in two collections is stored once). The bytes are in
 * Cache Storage (store.ts); this is the catalogue of them, in IndexedDB, mirrored in memory for
 * the screens.
 */
export type CollectionKind = "album" | "playlist" | "liked";

export interface DownloadedCollection {
  key: string;
  kind: CollectionKind;
  id: number | null;
  name: string;
  /** The collection's page in the app. */
  href: string;
  image: string | null;
  tracks: TrackItem[];
  userId: number;
  savedAt: number;
}

export interface StoredTrack {
  id: number;
  bytes: number;
  mime: string;
  collections: string[];
}

export interface DownloadsState {
  loaded: boolean;
  collections: Record<string, DownloadedCollection>;
  tracks: Record<number, StoredTrack>;
  /** Collections being downloaded: tracks done of all. */
  progress: Record<string, { done: number; total: number }>;
}

export const collectionKey = (kind: CollectionKind, id: number | null) =>
  kind === "liked" ? "liked" : `${kind}:${id}`;

let db: ReturnType<typeof createStore> | null = null;
const store = () => {
  db ??= createStore("backbeat-downloads", "items");
  return db;
};

let state: DownloadsState = { loaded: false, collections: {}, tracks: {}, progress: {} };
const listeners = new Set<() => void>();

function emit(next: DownloadsState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getDownloads = () => state;

export function useDownloads<T>(select: (s: DownloadsState) => T): T {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => select(state),
    () => select(state),
  );
}

let loading: Promise<void> | null = null;

/** Reads the catalogue once per page load (IndexedDB is missing in some private modes: nothing stored). */
export function loadDownloads(): Promise<void> {
  loading ??= (async () => {
    const collections: Record<string, DownloadedCollection> = {};
    const tracks: Record<number, StoredTrack> = {};
    try {
      for (const [key, value] of await entries(store())) {
        if (String(key).startsWith("c:")) collections[String(key).slice(2)] = value as DownloadedCollection;
        else if (String(key).startsWith("t:")) tracks[(value as StoredTrack).id] = value as StoredTrack;
      }
    } catch {
      // No IndexedDB: downloads are unavailable and the page says so by listing none.
    }
    emit({ ...state, loaded: true, collections, tracks });
  })();
  return loading;
}

export async function saveTrack(track: StoredTrack): Promise<void> {
  await set(`t:${track.id}`, track, store());
  emit({ ...state, tracks: { ...state.tracks, [track.id]: track } });
}

export async function dropTrack(id: number): Promise<void> {
  await del(`t:${id}`, store());
  const { [id]: _, ...tracks } = state.tracks;
  emit({ ...state, tracks });
}

export async function saveCollection(collection: DownloadedCollection): Promise<void> {
  await set(`c:${collection.key}`, collection, store());
  emit({ ...state, collections: { ...state.collections, [collection.key]: collection } });
}

export async function dropCollection(key: string): Promise<void> {
  await del(`c:${key}`, store());
  const { [key]: _, ...collections } = state.collections;
  emit({ ...state, collections });
}

export function setProgress(key: string, progress: { done: number; total: number } | null): void {
  const { [key]: _, ...rest } = state.progress;
  emit({ ...state, progress: progress ? { ...rest, [key]: progress } : rest });
}

/** Whether a track's bytes are on this device. */
export const useIsStored = (trackId: number) => useDownloads((s) => Boolean(s.tracks[trackId]));
