import { type RawBuilder, sql } from "kysely";
import {
  type AlbumItemRow,
  type ArtistItemRow,
  albumItemsQuery,
  artistItemsQuery,
  type GenreItemRow,
  searchText,
  type TrackItemRow,
  trackItemsQuery,
  type Visibility,
} from "./catalogue.ts";
import type { Executor } from "./executor.ts";
import type { UserItemRow } from "./library.ts";
import type { PlaylistItemRow } from "./playlists.ts";
import { playlistsByIds } from "./playlists.ts";

/**
 * Search-as-you-type over `search_name` (lowercased, accents stripped; the query is normalised
 * the same way, so accents never matter): prefix full-text matches first, then trigram typo
 * matches (see twoPass).
 */
export interface SearchTerms {
  /** Normalised query text. */
  text: string;
  /** `word:* & other:*`, or null when no word survives normalisation. */
  tsquery: string | null;
}

export function searchTerms(query: string): SearchTerms {
  const text = searchText(query).slice(0, 100);
  const words = text.split(" ").filter(Boolean).slice(0, 8);
  return { text, tsquery: words.length ? words.map((w) => `${w}:*`).join(" & ") : null };
}

/**
 * Runs searches with a looser word-similarity threshold than pg_trgm's 0.6, so one typo in a
 * short word still matches; `set_config(..., true)` keeps it to this transaction.
 */
export async function withSearchSettings<T>(
  db: Executor,
  fn: (tx: Executor) => Promise<T>,
  terms?: SearchTerms,
): Promise<T> {
  // One typo in a short word needs a loose threshold; longer queries stay precise (and fast:
  // fewer trigram candidates to rank).
  const threshold = !terms || terms.text.length <= 6 ? "0.4" : terms.text.length <= 10 ? "0.5" : "0.55";
  const run = async (tx: Executor) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold}, true)`.execute(tx);
    return fn(tx);
  };
  if (db.isTransaction) return run(db);
  return (db as import("kysely").Kysely<import("../schema.ts").DB>).transaction().execute(run);
}

function fts(alias: string, terms: SearchTerms): RawBuilder<boolean> {
  if (!terms.tsquery) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple'::regconfig, ${terms.tsquery})`;
}

/** Exact name first, then names starting with the query; the caller adds popularity. */
function prefixRank(alias: string, terms: SearchTerms): RawBuilder<number> {
  const col = sql.ref(`${alias}.search_name`);
  return sql<number>`((${col} = ${terms.text})::int * 2 + (${col} like ${`${terms.text.replace(/[\\%_]/g, "\\$&")}%`})::int)`;
}

/**
 * Two passes: prefix full-text matches (every word a prefix), best and most popular first;
 * then, when those run out, typo matches by trigram word similarity, nearest first straight
 * from the GiST index (`<<->`), skipping what the first pass already returned.
 */
async function twoPass<T>(
  offset: number,
  limit: number,
  terms: SearchTerms,
  exact: (offset: number, limit: number) => Promise<T[]>,
  countExact: () => Promise<number>,
  fuzzy: (offset: number, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const first = terms.tsquery ? await exact(offset, limit) : [];
  if (first.length >= limit || terms.text.length < 3) return first;
  const exactTotal = first.length > 0 || offset === 0 ? offset + first.length : await countExact();
  const fuzzyOffset = Math.max(0, offset - exactTotal);
  return [...first, ...(await fuzzy(fuzzyOffset, limit - first.length))];
}

function typo(alias: string, terms: SearchTerms): RawBuilder<boolean> {
  const col = sql.ref(`${alias}.search_name`);
  return sql<boolean>`(${terms.text} <% ${col} and not coalesce(${fts(alias, terms)}, false))`;
}

const distance = (alias: string, terms: SearchTerms) => sql`${sql.ref(`${alias}.search_name`)} <<-> ${terms.text}`;

async function countWhere(
  db: Executor,
  table: "tracks" | "albums" | "artists" | "genres" | "playlists",
  alias: string,
  terms: SearchTerms,
) {
  const row = await db
    .selectFrom(`${table} as ${alias}` as "tracks as t")
    .select(sql<number>`count(*)::int`.as("n"))
    .where(fts(alias, terms))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function searchTracks(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  return twoPass(
    offset,
    limit,
    terms,
    (o, l) =>
      trackItemsQuery(db, v)
        .where(fts("t", terms))
        .orderBy(prefixRank("t", terms), "desc")
        .orderBy("t.plays", "desc")
        .orderBy("t.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<TrackItemRow[]>,
    () => countWhere(db, "tracks", "t", terms),
    (o, l) =>
      trackItemsQuery(db, v)
        .where(typo("t", terms))
        .orderBy(distance("t", terms))
        .orderBy("t.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<TrackItemRow[]>,
  );
}

export async function searchAlbums(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  return twoPass(
    offset,
    limit,
    terms,
    (o, l) =>
      albumItemsQuery(db, v)
        .where(fts("al", terms))
        .orderBy(prefixRank("al", terms), "desc")
        .orderBy("al.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<AlbumItemRow[]>,
    () => countWhere(db, "albums", "al", terms),
    (o, l) =>
      albumItemsQuery(db, v)
        .where(typo("al", terms))
        .orderBy(distance("al", terms))
        .orderBy("al.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<AlbumItemRow[]>,
  );
}

export async function searchArtists(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  return twoPass(
    offset,
    limit,
    terms,
    (o, l) =>
      artistItemsQuery(db)
        .where(fts("ar", terms))
        .orderBy(prefixRank("ar", terms), "desc")
        .orderBy("ar.verified", "desc")
        .orderBy("ar.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<ArtistItemRow[]>,
    () => countWhere(db, "artists", "ar", terms),
    (o, l) =>
      artistItemsQuery(db)
        .where(typo("ar", terms))
        .orderBy(distance("ar", terms))
        .orderBy("ar.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<ArtistItemRow[]>,
  );
}

export async function searchGenres(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  const base = () => db.selectFrom("genres as g").select(["g.id", "g.name", "g.display_name", "g.image"]);
  return twoPass(
    offset,
    limit,
    terms,
    (o, l) =>
      base()
        .where(fts("g", terms))
        .orderBy(prefixRank("g", terms), "desc")
        .orderBy("g.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<GenreItemRow[]>,
    () => countWhere(db, "genres", "g", terms),
    (o, l) =>
      base()
        .where(typo("g", terms))
        .orderBy(distance("g", terms))
        .orderBy("g.id")
        .offset(o)
        .limit(l)
        .execute() as Promise<GenreItemRow[]>,
  );
}

export async function searchPlaylists(
  db: Executor,
  v: Visibility,
  terms: SearchTerms,
  offset: number,
  limit: number,
): Promise<PlaylistItemRow[]> {
  const visible = (
    eb: import("kysely").ExpressionBuilder<
      import("../schema.ts").DB & { p: import("../schema.ts").DB["playlists"] },
      "p"
    >,
  ) =>
    v.admin
      ? sql<boolean>`true`
      : v.userId === null
        ? eb("p.public", "=", true)
        : eb.or([eb("p.public", "=", true), eb("p.owner_id", "=", v.userId)]);
  const base = () => db.selectFrom("playlists as p").select("p.id").where(visible);
  const ids = await twoPass(
    offset,
    limit,
    terms,
    (o, l) =>
      base()
        .where(fts("p", terms))
        .orderBy(prefixRank("p", terms), "desc")
        .orderBy("p.id")
        .offset(o)
        .limit(l)
        .execute(),
    () => countWhere(db, "playlists", "p", terms),
    (o, l) => base().where(typo("p", terms)).orderBy(distance("p", terms)).orderBy("p.id").offset(o).limit(l).execute(),
  );
  const rows = await playlistsByIds(
    db,
    v,
    ids.map((r) => r.id),
  );
  const order = new Map(ids.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export async function searchUsers(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  const name = sql<string>`lower(u.name)`;
  const cond =
    terms.text.length >= 3
      ? sql<boolean>`(${name} like ${`${terms.text}%`} or ${terms.text} <% ${name})`
      : sql<boolean>`${name} like ${`${terms.text}%`}`;
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.name", "u.image"])
    .where(cond)
    .where("u.banned_at", "is", null)
    .orderBy(sql`word_similarity(${terms.text}, ${name})`, "desc")
    .orderBy("u.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<UserItemRow[]>;
}
