import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { countRows } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";
import { searchText, slugName } from "./text.ts";
import { trackVisible, type Visibility } from "./visibility.ts";

/**
 * Smart playlists: rules (already validated by core's schema) compiled to one parameterised
 * query over `tracks as t`. Every value travels as a bound parameter; only column names and
 * operators, chosen from the fixed tables below, are written into the SQL text. Rows pass the
 * catalogue's one visibility rule, and the per-listener fields (plays, last played, liked) are
 * the viewer's own, so each listener sees the playlist through their own library.
 */

export type SmartTextField = "title" | "album" | "artist" | "genre" | "tag";
export type SmartNumberField = "year" | "playCount" | "duration" | "loudness" | "bpm";
export type SmartDateField = "dateAdded" | "lastPlayed";
export type SmartField = SmartTextField | SmartNumberField | SmartDateField | "loved";
export type SmartTextOperator = "is" | "isNot" | "contains" | "notContains" | "startsWith" | "endsWith";

export type SmartCondition =
  | { field: SmartTextField; op: SmartTextOperator; value: string }
  | { field: SmartNumberField; op: "is" | "isNot" | "gt" | "lt"; value: number }
  | { field: SmartNumberField; op: "inTheRange"; value: [number, number] }
  /** Dates are `YYYY-MM-DD`, days whole numbers. */
  | { field: SmartDateField; op: "is" | "isNot" | "before" | "after"; value: string }
  | { field: SmartDateField; op: "inTheLast" | "notInTheLast"; value: number }
  | { field: SmartDateField; op: "inTheRange"; value: [string, string] }
  | { field: "loved"; op: "is" | "isNot"; value: boolean };

export interface SmartGroup {
  group: "all" | "any";
  rules: SmartNode[];
}

export type SmartNode = SmartGroup | SmartCondition;

export type SmartSortField = Exclude<SmartField, "genre" | "tag"> | "random";

export interface SmartQuery {
  root: SmartGroup;
  sort: SmartSortField;
  order: "asc" | "desc";
  limit: number;
}

/** Whose plays and likes the per-listener fields read (null: a guest, who has none). */
interface Scope {
  listener: number | null;
}

const PLAY_FIELDS = new Set<SmartField | SmartSortField>(["playCount", "lastPlayed"]);

function usesPlays(node: SmartNode, sort: SmartSortField): boolean {
  if (PLAY_FIELDS.has(sort)) return true;
  const visit = (n: SmartNode): boolean => ("group" in n ? n.rules.some(visit) : PLAY_FIELDS.has(n.field));
  return visit(node);
}

const escapeLike = (v: string) => v.replace(/[%_\\]/g, "\\$&");

/** The positive form of a text operator on a normalised column. */
function textMatch(column: RawBuilder<unknown>, op: SmartTextOperator, value: string): RawBuilder<SqlBool> {
  switch (op) {
    case "is":
    case "isNot":
      return sql<SqlBool>`${column} = ${value}`;
    case "contains":
    case "notContains":
      return sql<SqlBool>`${column} like ${`%${escapeLike(value)}%`}`;
    case "startsWith":
      return sql<SqlBool>`${column} like ${`${escapeLike(value)}%`}`;
    case "endsWith":
      return sql<SqlBool>`${column} like ${`%${escapeLike(value)}`}`;
  }
}

const negated = (op: string) => op === "isNot" || op === "notContains";

function textCondition(field: SmartTextField, op: SmartTextOperator, raw: string): RawBuilder<SqlBool> {
  // Names match as search does: case and accents aside (`search_name`); tags by their key.
  const value = field === "tag" ? slugName(raw) : searchText(raw);
  let positive: RawBuilder<SqlBool>;
  switch (field) {
    case "title":
      positive = textMatch(sql`t.search_name`, op, value);
      break;
    case "album":
      positive = textMatch(sql`al.search_name`, op, value);
      break;
    case "artist":
      positive = sql<SqlBool>`exists (select 1 from track_artist sa join artists a on a.id = sa.artist_id
        where sa.track_id = t.id and ${textMatch(sql`a.search_name`, op, value)})`;
      break;
    case "genre":
      positive = sql<SqlBool>`exists (select 1 from track_genre sg join genres g on g.id = sg.genre_id
        where sg.track_id = t.id and ${textMatch(sql`g.search_name`, op, value)})`;
      break;
    case "tag":
      // A track carries its own tags and its album's.
      positive = sql<SqlBool>`(exists (select 1 from track_tag st join tags tg on tg.id = st.tag_id
          where st.track_id = t.id and ${textMatch(sql`tg.name`, op, value)})
        or exists (select 1 from album_tag sat join tags atg on atg.id = sat.tag_id
          where sat.album_id = t.album_id and ${textMatch(sql`atg.name`, op, value)}))`;
      break;
  }
  return negated(op) ? sql<SqlBool>`not coalesce(${positive}, false)` : positive;
}

const yearStart = (year: number) => `${String(year).padStart(4, "0")}-01-01`;

function numberCondition(
  field: SmartNumberField,
  op: "is" | "isNot" | "gt" | "lt" | "inTheRange",
  value: number | [number, number],
  scope: Scope,
): RawBuilder<SqlBool> {
  const [low, high] = Array.isArray(value) ? value : [value, value];
  let positive: RawBuilder<SqlBool>;
  if (field === "year") {
    // Years compare as date ranges so the release date's index serves them.
    const col = sql`al.release_date`;
    if (op === "gt") positive = sql<SqlBool>`${col} >= ${yearStart(low + 1)}::date`;
    else if (op === "lt") positive = sql<SqlBool>`${col} < ${yearStart(low)}::date`;
    else positive = sql<SqlBool>`(${col} >= ${yearStart(low)}::date and ${col} < ${yearStart(high + 1)}::date)`;
  } else {
    const col =
      field === "playCount"
        ? scope.listener === null
          ? sql`0`
          : sql`coalesce(up.n, 0)`
        : field === "duration"
          ? sql`t.duration_ms`
          : field === "loudness"
            ? sql`t.loudness_lufs`
            : sql`t.bpm`;
    // Durations are given in seconds and kept in milliseconds.
    const scale = field === "duration" ? 1000 : 1;
    const lo = low * scale;
    const hi = high * scale;
    // "is" on a measured value means the same whole unit (a 241.6 s track is 241 s long).
    const step = field === "duration" ? 1000 : field === "loudness" ? 1 : 0;
    if (op === "gt") positive = sql<SqlBool>`${col} > ${lo}`;
    else if (op === "lt") positive = sql<SqlBool>`${col} < ${lo}`;
    else if (op === "inTheRange") positive = sql<SqlBool>`(${col} >= ${lo} and ${col} <= ${hi})`;
    else if (step) positive = sql<SqlBool>`(${col} >= ${lo} and ${col} < ${lo + step})`;
    else positive = sql<SqlBool>`${col} = ${lo}`;
  }
  return op === "isNot" ? sql<SqlBool>`not coalesce(${positive}, false)` : positive;
}

function dateCondition(
  field: SmartDateField,
  op: "is" | "isNot" | "before" | "after" | "inTheLast" | "notInTheLast" | "inTheRange",
  value: string | number | [string, string],
  scope: Scope,
): RawBuilder<SqlBool> {
  const col =
    field === "dateAdded" ? sql`t.created_at` : scope.listener === null ? sql`null::timestamptz` : sql`up.last`;
  switch (op) {
    case "inTheLast":
      return sql<SqlBool>`coalesce(${col} >= now() - make_interval(days => ${value as number}), false)`;
    case "notInTheLast":
      // Never played counts as not played lately.
      return sql<SqlBool>`(${col} is null or ${col} < now() - make_interval(days => ${value as number}))`;
    case "before":
      return sql<SqlBool>`coalesce(${col} < ${value as string}::date, false)`;
    case "after":
      return sql<SqlBool>`coalesce(${col} >= ${value as string}::date + 1, false)`;
    case "inTheRange": {
      const [from, to] = value as [string, string];
      return sql<SqlBool>`coalesce(${col} >= ${from}::date and ${col} < ${to}::date + 1, false)`;
    }
    case "is":
    case "isNot": {
      const day = sql<SqlBool>`coalesce(${col} >= ${value as string}::date and ${col} < ${value as string}::date + 1, false)`;
      return op === "is" ? day : sql<SqlBool>`not ${day}`;
    }
  }
}

function lovedBy(scope: Scope): RawBuilder<SqlBool> {
  if (scope.listener === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`exists (select 1 from likes sl where sl.user_id = ${scope.listener}
    and sl.likeable_type = 'track' and sl.likeable_id = t.id)`;
}

function compile(node: SmartNode, scope: Scope): RawBuilder<SqlBool> {
  if ("group" in node) {
    if (!node.rules.length) return sql<SqlBool>`true`;
    const parts = node.rules.map((r) => sql`(${compile(r, scope)})`);
    return sql<SqlBool>`(${sql.join(parts, node.group === "all" ? sql` and ` : sql` or `)})`;
  }
  switch (node.field) {
    case "title":
    case "album":
    case "artist":
    case "genre":
    case "tag":
      return textCondition(node.field, node.op, node.value);
    case "year":
    case "playCount":
    case "duration":
    case "loudness":
    case "bpm":
      return numberCondition(node.field, node.op, node.value, scope);
    case "dateAdded":
    case "lastPlayed":
      return dateCondition(node.field, node.op, node.value, scope);
    case "loved": {
      const loved = lovedBy(scope);
      return node.value === (node.op === "is") ? loved : sql<SqlBool>`not ${loved}`;
    }
  }
}

function sortExpression(sort: SmartSortField, scope: Scope, seed: string): Expression<unknown> {
  switch (sort) {
    case "title":
      return sql`t.search_name`;
    case "album":
      return sql`al.search_name`;
    case "artist":
      return sql`(select a.search_name from track_artist sa join artists a on a.id = sa.artist_id
        where sa.track_id = t.id order by sa.position, a.id limit 1)`;
    case "year":
      return sql`al.release_date`;
    case "dateAdded":
      return sql`t.created_at`;
    case "playCount":
      return scope.listener === null ? sql`0` : sql`coalesce(up.n, 0)`;
    case "lastPlayed":
      return scope.listener === null ? sql`null::timestamptz` : sql`up.last`;
    case "duration":
      return sql`t.duration_ms`;
    case "loudness":
      return sql`t.loudness_lufs`;
    case "bpm":
      return sql`t.bpm`;
    case "loved":
      return lovedBy(scope);
    case "random":
      // Shuffled, yet the same order for a while (the seed), so pages of it agree.
      return sql`md5(t.id::text || ${seed})`;
  }
}

function matching(db: Executor, v: Visibility, query: SmartQuery) {
  const scope: Scope = { listener: v.userId };
  let q = db.selectFrom("tracks as t").leftJoin("albums as al", "al.id", "t.album_id");
  if (scope.listener !== null && usesPlays(query.root, query.sort)) {
    const plays = db
      .selectFrom("plays")
      .select(["track_id", sql<number>`count(*)::int`.as("n"), sql<Date>`max(played_at)`.as("last")])
      .where("user_id", "=", scope.listener)
      .groupBy("track_id")
      .as("up");
    q = q.leftJoin(plays, "up.track_id", "t.id") as unknown as typeof q;
  }
  // A smart playlist is a list: what lists show (listed reach), plus the viewer's own tracks.
  return { q: q.where(trackVisible({ ...v, reach: "listed" })).where(compile(query.root, scope)), scope };
}

const NEVER_NULL = new Set<SmartSortField>(["title", "dateAdded", "playCount", "duration", "loved", "random"]);

export interface SmartTrackRow {
  id: number;
  duration_ms: number;
}

/** The playlist as it stands for this viewer: its tracks in order, at most `limit`. */
export async function smartTracks(db: Executor, v: Visibility, query: SmartQuery, seed = ""): Promise<SmartTrackRow[]> {
  const { q, scope } = matching(db, v, query);
  const desc = query.order === "desc";
  // Columns that are never null sort plainly, ties by id the same way, so an index such as
  // tracks (created_at desc, id desc) yields the first rows without sorting every match.
  const nulls = NEVER_NULL.has(query.sort) ? sql`` : sql` nulls last`;
  return q
    .select(["t.id", "t.duration_ms"])
    .orderBy(sql`${sortExpression(query.sort, scope, seed)} ${desc ? sql`desc` : sql`asc`}${nulls}`)
    .orderBy("t.id", desc ? "desc" : "asc")
    .limit(query.limit)
    .execute();
}

/** How many tracks the playlist holds for this viewer (the editor's live count). */
export async function countSmartTracks(db: Executor, v: Visibility, query: SmartQuery): Promise<number> {
  const { q } = matching(db, v, query);
  return countRows(db.selectFrom(q.select(sql`1`.as("one")).limit(query.limit).as("m")));
}
