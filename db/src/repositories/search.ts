import { type RawBuilder, sql } from "kysely";
import {
  type AlbumItemRow,
  albumItemsQuery,
  type ArtistItemRow,
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
 * Search-as-you-type: a prefix full-text match on `search_name` (every word of the query as a
 * prefix) OR a trigram word-similarity match (typos), ranked by the better of the two and then
 * by popularity. The query is normalised like the column, so accents never matter.
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
 * Runs searches with a looser word-similarity threshold (0.4 instead of 0.6), so one typo in a
 * five-letter word still matches. `set local` keeps it to this transaction.
 */
export async function withSearchSettings<T>(db: Executor, fn: (tx: Executor) => Promise<T>): Promise<T> {
  const run = async (tx: Executor) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`.execute(tx);
    return fn(tx);
  };
  if (db.isTransaction) return run(db);
  return (db as import("kysely").Kysely<import("../schema.ts").DB>).transaction().execute(run);
}

function matches(alias: string, terms: SearchTerms): RawBuilder<boolean> {
  const col = sql.ref(`${alias}.search_name`);
  const fts = terms.tsquery
    ? sql<boolean>`to_tsvector('simple'::regconfig, ${col}) @@ to_tsquery('simple'::regconfig, ${terms.tsquery})`
    : sql<boolean>`false`;
  // Trigrams need a few characters to say anything useful.
  if (terms.text.length < 3) return fts;
  return sql<boolean>`(${fts} or ${terms.text} <% ${col})`;
}

function rank(alias: string, terms: SearchTerms): RawBuilder<number> {
  const col = sql.ref(`${alias}.search_name`);
  return sql<number>`(case when ${col} = ${terms.text} then 2 when ${col} like ${`${terms.text}%`} then 1 else 0 end
    + word_similarity(${terms.text}, ${col}))`;
}

export async function searchTracks(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where(matches("t", terms))
    .orderBy(rank("t", terms), "desc")
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function searchAlbums(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  return albumItemsQuery(db, v)
    .where(matches("al", terms))
    .orderBy(rank("al", terms), "desc")
    .orderBy("al.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function searchArtists(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  return artistItemsQuery(db)
    .where(matches("ar", terms))
    .orderBy(rank("ar", terms), "desc")
    .orderBy("ar.verified", "desc")
    .orderBy("ar.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<ArtistItemRow[]>;
}

export async function searchGenres(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  return db
    .selectFrom("genres as g")
    .select(["g.id", "g.name", "g.display_name", "g.image"])
    .where(matches("g", terms))
    .orderBy(rank("g", terms), "desc")
    .orderBy("g.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<GenreItemRow[]>;
}

export async function searchPlaylists(
  db: Executor,
  v: Visibility,
  terms: SearchTerms,
  offset: number,
  limit: number,
): Promise<PlaylistItemRow[]> {
  const ids = await db
    .selectFrom("playlists as p")
    .select("p.id")
    .where(matches("p", terms))
    .where((eb) => (v.admin ? sql<boolean>`true` : v.userId === null ? eb("p.public", "=", true) : eb.or([eb("p.public", "=", true), eb("p.owner_id", "=", v.userId)])))
    .orderBy(rank("p", terms), "desc")
    .orderBy("p.id")
    .offset(offset)
    .limit(limit)
    .execute();
  return playlistsByIds(
    db,
    v,
    ids.map((r) => r.id),
  ).then((rows) => {
    const order = new Map(ids.map((r, i) => [r.id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
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
