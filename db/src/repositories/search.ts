import { type RawBuilder, sql } from "kysely";
import type { GenreItemRow } from "../catalogue/genres.ts";
import {
  type AlbumItemRow,
  type ArtistItemRow,
  albumItemsQuery,
  artistItemsQuery,
  type TrackItemRow,
  trackItemsQuery,
} from "../catalogue/items.ts";
import { searchText } from "../catalogue/text.ts";
import type { Visibility } from "../catalogue/visibility.ts";
import { countRows } from "./count.ts";
import type { Executor } from "./executor.ts";
import type { UserItemRow } from "./library.ts";
import type { PlaylistItemRow } from "./playlists.ts";
import { playlistsByIds } from "./playlists.ts";

/**
 * Search-as-you-type over `search_name` (lowercased, accents stripped; the query is normalised
 * the same way, so accents never matter), in tiers, each drawn from an index:
 *  1. (tracks) the exact title, most played first;
 *  2. prefix full-text matches: every query word a prefix of a word of the name;
 *  3. typo matches: each query word is matched to its nearest few distinct words of the
 *     catalogue (`search_words`, trigram similarity), and names are found by those exact words
 *     through the full-text index;
 *  4. (tracks, two or more words) names holding only some of the words, by prefix then by near
 *     word.
 * Typo matching per word, rather than trigram similarity of the whole name, keeps short typos
 * cheap on a large catalogue: `drve` used to tie with thousands of names at one distance, all
 * fetched and sorted; now it resolves to the word `drive` in ~1 ms, then to its rows by index.
 */
export interface SearchTerms {
  /** Normalised query text. */
  text: string;
  /** The query's distinct words (at most 8). */
  words: string[];
  /** `word:* & other:*`, or null when no word survives normalisation. */
  tsquery: string | null;
  /** The typo tsqueries, resolved once per search and shared by every result type. */
  typo?: Promise<TypoQueries>;
}

export function searchTerms(query: string): SearchTerms {
  const text = searchText(query).slice(0, 100);
  // Distinct words: the planner multiplies the selectivity of repeated words ("back back"), and
  // an underestimate picks a plan that sorts thousands of rows.
  const words = [...new Set(text.split(" ").filter(Boolean))].slice(0, 8);
  return { text, words, tsquery: words.length ? words.map((w) => `${w}:*`).join(" & ") : null };
}

/**
 * `all`: every word by prefix or as one of its near words (null when no word has a near word:
 * it would repeat the prefix tier). `anyPrefix`, then `anyNear`: at least one word by prefix,
 * then by prefix or near word (tracks' last tiers, for two or more words that no name holds
 * together; null for one word).
 */
export interface TypoQueries {
  all: string | null;
  anyPrefix: string | null;
  anyNear: string | null;
}

/** pg_trgm's `<%` threshold for the whole search; per-word thresholds are stricter (typoWords). */
const MIN_WORD_SIMILARITY = "0.4";

/**
 * Runs a search in one transaction with a looser word-similarity threshold than pg_trgm's 0.6,
 * so one typo in a short word still matches, and with custom plans only: a search's statements
 * are prepared once and their best plan depends on the words (a common word walks the
 * popularity index, a rare one reads its few rows from the full-text index), which a reused
 * generic plan cannot know. `set_config(..., true)` keeps both to this transaction.
 */
export async function withSearchSettings<T>(
  db: Executor,
  fn: (tx: Executor) => Promise<T>,
  // Unused since the thresholds became per word (typoWords); kept so callers need not change.
  _terms?: SearchTerms,
): Promise<T> {
  const run = async (tx: Executor) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${MIN_WORD_SIMILARITY}, true),
      set_config('plan_cache_mode', 'force_custom_plan', true)`.execute(tx);
    return fn(tx);
  };
  if (db.isTransaction) return run(db);
  return (db as import("kysely").Kysely<import("../schema.ts").DB>).transaction().execute(run);
}

/** Nearest catalogue words kept per query word, and how far below the best one they may be. */
const TYPO_CANDIDATES = 4;
const TYPO_MARGIN = 0.1;

/**
 * The typo tsquery: each word of three letters or more becomes `(word:* | 'near1' | 'near2')`
 * with its nearest distinct catalogue words (trigram similarity, from the GIN index on
 * `search_words`; one typo in a short word still passes: `drve` → `drive`, word similarity
 * 0.4); longer words need closer matches. Words that merely extend the query word are left to
 * the prefix tier. Null when no word has a candidate (the tier would repeat the prefix tier).
 */
async function typoWords(db: Executor, terms: SearchTerms): Promise<TypoQueries> {
  const long = terms.words.filter((w) => w.length >= 3);
  if (!terms.tsquery || terms.text.length < 3 || long.length === 0)
    return { all: null, anyPrefix: null, anyNear: null };
  const { rows } = await sql<{ w: string; word: string; sim: number }>`
    select q.w, c.word, c.sim
    from unnest(string_to_array(${long.join(" ")}, ' ')) q(w)
    cross join lateral (
      select s.word, similarity(s.word, q.w) as sim
      from search_words s
      where q.w <% s.word
        and word_similarity(q.w, s.word) >= case when length(q.w) <= 5 then 0.4 when length(q.w) <= 8 then 0.5 else 0.55 end
        and left(s.word, length(q.w)) <> q.w
      order by s.word <-> q.w, s.word
      limit ${TYPO_CANDIDATES}
    ) c`.execute(db);
  const near = new Map<string, { word: string; sim: number }[]>();
  for (const r of rows) near.set(r.w, [...(near.get(r.w) ?? []), r]);
  const quote = (w: string) => `'${w.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const group = (w: string) => {
    const list = near.get(w) ?? [];
    const best = list[0]?.sim ?? 0;
    const kept = list.filter((c) => c.sim >= best - TYPO_MARGIN).map((c) => quote(c.word));
    return kept.length ? `(${w}:* | ${kept.join(" | ")})` : `${w}:*`;
  };
  return {
    all: rows.length > 0 ? terms.words.map(group).join(" & ") : null,
    // Words of one or two letters would match nearly everything on their own.
    anyPrefix: terms.words.length >= 2 ? long.map((w) => `${w}:*`).join(" | ") : null,
    anyNear: terms.words.length >= 2 && rows.length > 0 ? long.map(group).join(" | ") : null,
  };
}

function typoQuery(db: Executor, terms: SearchTerms): Promise<TypoQueries> {
  terms.typo ??= typoWords(db, terms);
  return terms.typo;
}

const tsMatch = (alias: string, tsquery: string) =>
  sql<boolean>`${sql.ref(`${alias}.search_vector`)} @@ to_tsquery('simple'::regconfig, ${tsquery})`;

function fts(alias: string, terms: SearchTerms): RawBuilder<boolean> {
  if (!terms.tsquery) return sql<boolean>`false`;
  return tsMatch(alias, terms.tsquery);
}

/** Typo matches that the prefix tier did not already return. */
function typo(alias: string, terms: SearchTerms, typoTsquery: string): RawBuilder<boolean> {
  return sql<boolean>`(${tsMatch(alias, typoTsquery)} and not coalesce(${fts(alias, terms)}, false))`;
}

/** Exact name first, then names starting with the query; the caller adds popularity. */
function prefixRank(alias: string, terms: SearchTerms): RawBuilder<number> {
  const col = sql.ref(`${alias}.search_name`);
  return sql<number>`((${col} = ${terms.text})::int * 2 + (${col} like ${`${terms.text.replace(/[\\%_]/g, "\\$&")}%`})::int)`;
}

interface Tier<T> {
  rows: (offset: number, limit: number) => Promise<T[]>;
  count: () => Promise<number>;
}

/**
 * Concatenates tiers into one ordered list and pages through it: a tier is counted only when
 * the page starts beyond it.
 */
async function tiers<T>(offset: number, limit: number, list: (Tier<T> | null)[]): Promise<T[]> {
  const out: T[] = [];
  let skip = offset;
  for (const tier of list) {
    if (!tier) continue;
    if (out.length >= limit) break;
    const rows = await tier.rows(skip, limit - out.length);
    if (rows.length > 0 || skip === 0) {
      out.push(...rows);
      skip = 0;
    } else skip = Math.max(0, skip - (await tier.count()));
  }
  return out;
}

type Table = "tracks" | "albums" | "artists" | "genres" | "playlists";

async function countWhere(db: Executor, table: Table, alias: string, where: RawBuilder<boolean>) {
  return countRows(db.selectFrom(`${table} as ${alias}` as "tracks as t").where(where));
}

/**
 * The typo tier: typo matches nearest to the whole query first (`<<->` on the few matched rows,
 * not over the table) or, with `order`, in that order.
 */
function typoTier<T>(
  db: Executor,
  table: Table,
  alias: string,
  terms: SearchTerms,
  fetch: (where: RawBuilder<boolean>, offset: number, limit: number) => Promise<T[]>,
): Tier<T> | null {
  if (!terms.tsquery || terms.text.length < 3) return null;
  return {
    rows: async (o, l) => {
      const q = (await typoQuery(db, terms)).all;
      return q ? fetch(typo(alias, terms, q), o, l) : [];
    },
    count: async () => {
      const q = (await typoQuery(db, terms)).all;
      return q ? countWhere(db, table, alias, typo(alias, terms, q)) : 0;
    },
  };
}

/**
 * Tracks' last tiers, for two or more words that no title holds together: titles with any of the
 * words by prefix, then by near word, most played first — what the old whole-name trigram match
 * returned for such queries ("just driv" → "Just"). Ordered by plays like the other tiers, so a
 * common word walks the popularity index instead of sorting its matches.
 */
function anyWordTier<T>(
  db: Executor,
  terms: SearchTerms,
  near: boolean,
  fetch: (where: RawBuilder<boolean>, offset: number, limit: number) => Promise<T[]>,
): Tier<T> | null {
  if (!terms.tsquery || terms.words.length < 2 || terms.text.length < 3) return null;
  const where = async () => {
    const q = await typoQuery(db, terms);
    const match = near ? q.anyNear : q.anyPrefix;
    if (!match || !q.anyPrefix) return null;
    const before = sql<boolean>`${tsMatch("t", q.all ?? terms.tsquery ?? "")}
      ${near ? sql`or ${tsMatch("t", q.anyPrefix)}` : sql``}`;
    return sql<boolean>`(${tsMatch("t", match)} and not (${before}))`;
  };
  return {
    rows: async (o, l) => {
      const w = await where();
      return w ? fetch(w, o, l) : [];
    },
    count: async () => {
      const w = await where();
      return w ? countWhere(db, "tracks", "t", w) : 0;
    },
  };
}

const distance = (alias: string, terms: SearchTerms) => sql`${sql.ref(`${alias}.search_name`)} <<-> ${terms.text}`;

/**
 * Tracks: exact title, then prefix matches, then typo matches, each most played first. Every
 * tier orders by `plays desc, id`, which the planner serves either from the popularity index
 * (common words: walk the most played tracks until enough match) or from the full-text index
 * (rare words: read the few matches and sort them); a word-relevance rank first would force
 * reading and sorting every match, tens of thousands for a common word at 1M tracks.
 */
export async function searchTracks(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  // The page's ids first, from `tracks` alone: joined with albums before the limit, the planner
  // hashes every album to decorate rows it then throws away.
  const page = (where: RawBuilder<boolean>, o: number, l: number) =>
    trackItemsQuery(db, v)
      .where(
        "t.id",
        "in",
        trackItemsQuery(db, v)
          .clearSelect()
          .select("t.id")
          .where(where)
          .orderBy("t.plays", "desc")
          .orderBy("t.id")
          .offset(o)
          .limit(l),
      )
      .orderBy("t.plays", "desc")
      .orderBy("t.id")
      .execute() as Promise<TrackItemRow[]>;
  const exact = sql<boolean>`t.search_name = ${terms.text}`;
  const prefix = sql<boolean>`(${fts("t", terms)} and t.search_name <> ${terms.text})`;
  return tiers(offset, limit, [
    terms.tsquery ? { rows: (o, l) => page(exact, o, l), count: () => countWhere(db, "tracks", "t", exact) } : null,
    terms.tsquery ? { rows: (o, l) => page(prefix, o, l), count: () => countWhere(db, "tracks", "t", prefix) } : null,
    typoTier(db, "tracks", "t", terms, page),
    anyWordTier(db, terms, false, page),
    anyWordTier(db, terms, true, page),
  ]);
}

/**
 * The smaller tables (albums, artists, genres, playlists) answer both tiers in one statement:
 * prefix matches first (exact name, then names starting with the query, then `tieBreak`), then
 * typo matches nearest to the whole query (`<<->`, computed on the few matched rows only). Their
 * matches are few enough to sort, and one statement instead of two (plus a count when paging)
 * saves round trips, which dominate on a busy server.
 */
async function oneStatement(
  db: Executor,
  alias: string,
  terms: SearchTerms,
): Promise<{ where: RawBuilder<boolean>; order: RawBuilder<unknown>[] } | null> {
  if (!terms.tsquery) return null;
  const prefix = fts(alias, terms);
  const typoTsquery = terms.text.length >= 3 ? (await typoQuery(db, terms)).all : null;
  if (!typoTsquery) return { where: prefix, order: [sql`${prefixRank(alias, terms)} desc`] };
  return {
    where: sql<boolean>`(${prefix} or ${tsMatch(alias, typoTsquery)})`,
    order: [sql`${prefix} desc`, sql`${prefixRank(alias, terms)} desc`],
  };
}

/** After the tie-break: typo matches by distance (prefix matches all rank 0 here), then id. */
const typoOrder = (alias: string, terms: SearchTerms) =>
  sql`case when ${fts(alias, terms)} then 0 else ${distance(alias, terms)} end`;

/** Only prefix matches use the tie-break (`verified`); typo matches go by distance. */
const forPrefix = (alias: string, terms: SearchTerms, value: RawBuilder<unknown>) =>
  sql`case when ${fts(alias, terms)} then ${value} end`;

export async function searchAlbums(db: Executor, v: Visibility, terms: SearchTerms, offset: number, limit: number) {
  const m = await oneStatement(db, "al", terms);
  if (!m) return [];
  let q = albumItemsQuery(db, v).where(m.where);
  for (const o of m.order) q = q.orderBy(o);
  return q.orderBy(typoOrder("al", terms)).orderBy("al.id").offset(offset).limit(limit).execute() as Promise<
    AlbumItemRow[]
  >;
}

export async function searchArtists(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  const m = await oneStatement(db, "ar", terms);
  if (!m) return [];
  let q = artistItemsQuery(db).where(m.where);
  for (const o of m.order) q = q.orderBy(o);
  return q
    .orderBy(sql`${forPrefix("ar", terms, sql`ar.verified`)} desc nulls last`)
    .orderBy(typoOrder("ar", terms))
    .orderBy("ar.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<ArtistItemRow[]>;
}

export async function searchGenres(db: Executor, terms: SearchTerms, offset: number, limit: number) {
  const m = await oneStatement(db, "g", terms);
  if (!m) return [];
  let q = db.selectFrom("genres as g").select(["g.id", "g.name", "g.display_name", "g.image"]).where(m.where);
  for (const o of m.order) q = q.orderBy(o);
  return q.orderBy(typoOrder("g", terms)).orderBy("g.id").offset(offset).limit(limit).execute() as Promise<
    GenreItemRow[]
  >;
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
  const m = await oneStatement(db, "p", terms);
  if (!m) return [];
  let q = db.selectFrom("playlists as p").select("p.id").where(visible).where(m.where);
  for (const o of m.order) q = q.orderBy(o);
  const ids = await q.orderBy(typoOrder("p", terms)).orderBy("p.id").offset(offset).limit(limit).execute();
  if (ids.length === 0) return [];
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
  // Longer queries stay precise: one typo in a short query needs the loose 0.4.
  const threshold = terms.text.length <= 6 ? 0.4 : terms.text.length <= 10 ? 0.5 : 0.55;
  const cond =
    terms.text.length >= 3
      ? sql<boolean>`(${name} like ${`${terms.text}%`}
          or (${terms.text} <% ${name} and word_similarity(${terms.text}, ${name}) >= ${threshold}))`
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
