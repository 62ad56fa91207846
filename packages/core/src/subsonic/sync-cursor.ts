import type { PageStart } from "@backbeat/db";

/**
 * search3's empty query pages by offset, and a syncing client asks for offset 0, 500, 1000, … in
 * turn. Each full page leaves the last id it served under the offset that follows it, so the next
 * page starts after that id (an index seek) instead of skipping every row before it; any other
 * offset, or a forgotten one, falls back to OFFSET. Per process and database, bounded and
 * short-lived.
 */
const MAX_ENTRIES = 10_000;
const TTL_MS = 15 * 60_000;

type Kind = "song" | "album" | "artist";

interface Entry {
  afterId: number;
  at: number;
}

const byDatabase = new WeakMap<object, Map<string, Entry>>();

function cursorsOf(db: object): Map<string, Entry> {
  let cursors = byDatabase.get(db);
  if (!cursors) {
    cursors = new Map();
    byDatabase.set(db, cursors);
  }
  return cursors;
}

const keyOf = (kind: Kind, viewerKey: string, offset: number) => `${kind}|${viewerKey}|${offset}`;

export function pageStart(db: object, kind: Kind, viewerKey: string, offset: number): PageStart {
  if (offset === 0) return { offset };
  const cursors = cursorsOf(db);
  const key = keyOf(kind, viewerKey, offset);
  const entry = cursors.get(key);
  if (!entry || Date.now() - entry.at > TTL_MS) {
    cursors.delete(key);
    return { offset };
  }
  return { offset, afterId: entry.afterId };
}

export function rememberPage(
  db: object,
  kind: Kind,
  viewerKey: string,
  offset: number,
  limit: number,
  ids: number[],
): void {
  const last = ids.at(-1);
  if (last === undefined || ids.length < limit) return;
  const cursors = cursorsOf(db);
  const key = keyOf(kind, viewerKey, offset + ids.length);
  cursors.delete(key);
  cursors.set(key, { afterId: last, at: Date.now() });
  while (cursors.size > MAX_ENTRIES) {
    const oldest = cursors.keys().next().value;
    if (oldest === undefined) break;
    cursors.delete(oldest);
  }
}
