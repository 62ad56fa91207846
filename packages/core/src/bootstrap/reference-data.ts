import { type Executor, type LocalizationRow, localizationsRepo, type ThemeRow, themesRepo } from "@backbeat/db";
import { cacheChanged } from "../cluster/cache-changes.ts";

/**
 * Themes and languages go into every page shell and change only from the admin, so each database
 * handle keeps them until a write drops them (`forgetReferenceData`, which cache-sync repeats on
 * every instance). The lifetime bounds what a write from outside these services (another tool on
 * the same database) can leave stale.
 */
const TTL_MS = 60_000;
/** Languages are looked up by a cookie's value: only the site's own are kept, and at most this many. */
const MAX_LANGUAGES = 64;

type Languages = Pick<LocalizationRow, "id" | "name" | "language">[];

interface Entry {
  at: number;
  themes?: Promise<ThemeRow[]>;
  languages?: Promise<Languages>;
  lines: Map<string, Promise<LocalizationRow | undefined>>;
}

const entries = new WeakMap<object, Entry>();

function entryOf(db: Executor, now: number): Entry {
  let entry = entries.get(db);
  if (!entry || now - entry.at >= TTL_MS) {
    entry = { at: now, lines: new Map() };
    entries.set(db, entry);
  }
  return entry;
}

/** A failed read is not kept: the next request asks the database again. */
function kept<T>(db: Executor, promise: Promise<T>): Promise<T> {
  promise.catch(() => entries.delete(db));
  return promise;
}

export function cachedThemes(db: Executor, now = Date.now()): Promise<ThemeRow[]> {
  const entry = entryOf(db, now);
  entry.themes ??= kept(db, themesRepo.allThemes(db));
  return entry.themes;
}

export function cachedLanguages(db: Executor, now = Date.now()): Promise<Languages> {
  const entry = entryOf(db, now);
  entry.languages ??= kept(db, localizationsRepo.listLocalizations(db));
  return entry.languages;
}

/** The language's lines, or undefined for a language the site does not have. */
export async function cachedLocalization(
  db: Executor,
  language: string,
  now = Date.now(),
): Promise<LocalizationRow | undefined> {
  const entry = entryOf(db, now);
  const cached = entry.lines.get(language);
  if (cached) return cached;
  const known = (await cachedLanguages(db, now)).some((l) => l.language === language);
  if (!known) return undefined;
  const found = kept(db, localizationsRepo.findLocalization(db, language));
  if (entry.lines.size < MAX_LANGUAGES) entry.lines.set(language, found);
  return found;
}

/** Drops this instance's copy without telling the others (a change announced elsewhere). */
export function dropReferenceData(db: Executor): void {
  entries.delete(db);
}

/** Call after writing themes or languages: the next shell on every instance reads them again. */
export function forgetReferenceData(db: Executor): void {
  dropReferenceData(db);
  cacheChanged(db, { cache: "reference" });
}
