/**
 * What an instance drops from its in-memory caches after a write, named so other instances
 * can drop the same (cache-sync.ts). Sessions are announced by the database layer itself
 * (`sessionsRepo.onSessionsChanged`), since every write that ends one goes through it.
 */
export type CacheChange =
  | { cache: "users"; userId?: number }
  | { cache: "guest-role" }
  | { cache: "settings" }
  | { cache: "reference" }
  | { cache: "pages"; prefix: string };

type Listener = (change: CacheChange) => void;

/** Per database handle: servers sharing a process (tests) keep their caches apart. */
const listeners = new WeakMap<object, Set<Listener>>();

/** Tells whoever listens on this database's caches; without listeners (one instance) nothing happens. */
export function cacheChanged(db: object, change: CacheChange): void {
  const set = listeners.get(db);
  if (!set) return;
  for (const listener of set) listener(change);
}

export function onCacheChanged(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
