import { cacheChanged } from "../cluster/cache-changes.ts";
import type { Viewer } from "../context.ts";
import { hasPermission } from "../permissions/check.ts";

/**
 * A small read-through cache for catalogue page data: entries live a few seconds, the map is
 * bounded (oldest out first), and concurrent identical reads share one query. Expired entries
 * leave as new ones arrive and on a timer once reads stop, so a burst of distinct pages is not
 * held (thousands of page objects) until the next burst. Page data is
 * keyed per audience — every guest shares one copy, each signed-in user has their own (private
 * items differ), admins bypass it — and writes invalidate by prefix (e.g. `playlist:12:`).
 */
export class PageCache {
  /** In insertion order, which is the order of `at`: a miss re-inserts its key at the end. */
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private sweep: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 3000,
    /** Told of every invalidation, so other instances can drop the same entries. */
    private readonly onInvalidate?: (prefix: string) => void,
  ) {}

  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    // Failures are not cached.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.dropExpired(now);
    this.scheduleSweep();
    return value;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.ttlMs) break;
      this.entries.delete(key);
    }
  }

  private scheduleSweep(): void {
    if (this.sweep || this.entries.size === 0) return;
    this.sweep = setTimeout(() => {
      this.sweep = undefined;
      this.dropExpired(Date.now());
      this.scheduleSweep();
    }, this.ttlMs);
    this.sweep.unref?.();
  }

  invalidate(prefix: string): void {
    this.drop(prefix);
    this.onInvalidate?.(prefix);
  }

  clear(): void {
    this.invalidate("");
  }

  /** Drops entries here only (an invalidation another instance announced). */
  drop(prefix: string): void {
    if (prefix === "") this.entries.clear();
    else for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database (tests open many). */
const caches = new WeakMap<object, PageCache>();

export function pageCache(db: object): PageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PageCache(undefined, undefined, (prefix) => cacheChanged(db, { cache: "pages", prefix }));
    caches.set(db, cache);
  }
  return cache;
}

/** What a like, follow or repost of an item changes on its cached page (its counts). */
const ENTITY_PREFIX = {
  artist: (id: number) => `artist:${id}|`,
  album: (id: number) => `album:${id}|`,
  track: (id: number) => `track:${id}|`,
  playlist: (id: number) => `playlist:${id}:`,
} as const;

/**
 * Drops every audience's cached page of one item, so the count a listener just changed shows
 * at once (to them and to everyone else) instead of after the entry expires.
 */
export function forgetItemPage(db: object, type: string, id: number): void {
  const prefix = ENTITY_PREFIX[type as keyof typeof ENTITY_PREFIX];
  if (prefix) pageCache(db).invalidate(prefix(id));
}

/** The audience part of a cache key, or null when the viewer must not be served from cache. */
export function audienceKey(viewer: Viewer): string | null {
  if (hasPermission(viewer, "admin")) return null;
  return viewer.user ? `u${viewer.user.id}` : "g";
}

/** Reads through the page cache unless the viewer is an admin. */
export function cached<T>(db: object, viewer: Viewer, key: string, load: () => Promise<T>): Promise<T> {
  const audience = audienceKey(viewer);
  if (audience === null) return load();
  return pageCache(db).get(`${key}|${audience}`, load);
}
