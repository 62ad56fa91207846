import { type Insertable, type RawBuilder, sql } from "kysely";
import { albumLeadArtistName } from "../catalogue/items.ts";
import type { PageViewsTable } from "../schema.ts";
import type { Executor } from "./executor.ts";

/** A half-open time span [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * How rows fall into buckets: the first instant of each bucket, in order (days, weeks from the
 * span's start, or calendar months). A row's bucket is the last start at or before it.
 */
export interface Bucketing {
  starts: Date[];
}

/** Which plays a report reads: all of them, or one item's (a track, an album's tracks, an artist's). */
export type PlayScope =
  | { kind: "all" }
  | { kind: "track"; id: number }
  | { kind: "album"; id: number }
  | { kind: "artist"; id: number };

export interface BucketCount {
  bucket: number;
  count: number;
  distinct: number;
}

export interface Ranked {
  key: string;
  count: number;
}

export interface RankedItem {
  id: number;
  name: string;
  subtitle: string | null;
  count: number;
}

// width_bucket over precomputed starts: no per-row time zone or date arithmetic (PGlite is
// slow at both), and any bucket shape the caller computes.
function bucketOf(column: RawBuilder<unknown>, bucketing: Bucketing): RawBuilder<number> {
  const starts = bucketing.starts.map((d) => d.toISOString());
  return sql<number>`(width_bucket(${column}, ${starts}::timestamptz[]) - 1)`;
}

function playScope(scope: PlayScope): RawBuilder<boolean> {
  switch (scope.kind) {
    case "all":
      return sql<boolean>`true`;
    case "track":
      return sql<boolean>`p.track_id = ${scope.id}`;
    case "album":
      return sql<boolean>`p.track_id in (select id from tracks where album_id = ${scope.id})`;
    case "artist":
      return sql<boolean>`p.track_id in (select track_id from track_artist where artist_id = ${scope.id})`;
  }
}

const spanWhere = (column: RawBuilder<unknown>, span: Span) =>
  sql<boolean>`${column} >= ${span.from}::timestamptz and ${column} < ${span.to}::timestamptz`;

/** The scope's plays within the span, for a query over `plays p`. */
const playsIn = (scope: PlayScope, span: Span) =>
  sql<boolean>`${spanWhere(sql.ref("p.played_at"), span)} and ${playScope(scope)}`;

/** Rows per bucket of `at`, with `distinct` beside each count (a count of distinct values, or null). */
async function bucketSeries(
  db: Executor,
  bucketing: Bucketing,
  q: { at: RawBuilder<unknown>; distinct: RawBuilder<unknown>; from: RawBuilder<unknown>; where: RawBuilder<boolean> },
): Promise<BucketCount[]> {
  const { rows } = await sql<{ bucket: number; count: number; distinct: number | null }>`
    select ${bucketOf(q.at, bucketing)} as bucket, count(*)::int as count, ${q.distinct} as distinct
    from ${q.from} where ${q.where}
    group by 1 order by 1`.execute(db);
  return rows.map((r) => ({ bucket: Number(r.bucket), count: Number(r.count), distinct: Number(r.distinct ?? 0) }));
}

// --- plays -------------------------------------------------------------------------------

/** Plays per bucket, with the distinct signed-in listeners of each bucket. */
export function playsSeries(db: Executor, scope: PlayScope, span: Span, bucketing: Bucketing): Promise<BucketCount[]> {
  const at = sql.ref("p.played_at");
  const distinct = sql`count(distinct p.user_id)::int`;
  return bucketSeries(db, bucketing, { at, distinct, from: sql`plays p`, where: playsIn(scope, span) });
}

export async function playsTotals(
  db: Executor,
  scope: PlayScope,
  span: Span,
): Promise<{ plays: number; listeners: number; listenedMs: number }> {
  const { rows } = await sql<{ plays: number; listeners: number; listened: string | number | null }>`
    select count(*)::int as plays, count(distinct p.user_id)::int as listeners,
      coalesce(sum(p.listened_ms), 0)::bigint as listened
    from plays p
    where ${playsIn(scope, span)}`.execute(db);
  const row = rows[0];
  return {
    plays: Number(row?.plays ?? 0),
    listeners: Number(row?.listeners ?? 0),
    listenedMs: Number(row?.listened ?? 0),
  };
}

/** Plays grouped by a column of `plays` (country, device); unknown values come back as null keys. */
export async function playsBy(
  db: Executor,
  scope: PlayScope,
  span: Span,
  column: "country" | "device",
  limit: number,
): Promise<{ key: string | null; count: number }[]> {
  const { rows } = await sql<{ key: string | null; count: number }>`
    select ${sql.ref(`p.${column}`)} as key, count(*)::int as count
    from plays p
    where ${playsIn(scope, span)}
    group by 1 order by 2 desc, 1 asc nulls last limit ${limit}`.execute(db);
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

/** Most played tracks, with their first artist's name. */
export async function topTracks(db: Executor, scope: PlayScope, span: Span, limit: number): Promise<RankedItem[]> {
  const { rows } = await sql<RankedItem>`
    select t.id, t.name, (
        select a.name from track_artist ta join artists a on a.id = ta.artist_id
        where ta.track_id = t.id order by ta.position, a.id limit 1
      ) as subtitle, top.count
    from (
      select p.track_id, count(*)::int as count from plays p
      where ${playsIn(scope, span)}
      group by p.track_id order by 2 desc, 1 limit ${limit}
    ) top join tracks t on t.id = top.track_id
    order by top.count desc, t.id`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Most played artists: a play of a track counts for each of its artists. */
export async function topArtists(db: Executor, span: Span, limit: number): Promise<RankedItem[]> {
  const at = sql.ref("p.played_at");
  const { rows } = await sql<RankedItem>`
    select a.id, a.name, null as subtitle, top.count
    from (
      select ta.artist_id, count(*)::int as count from plays p
      join track_artist ta on ta.track_id = p.track_id
      where ${spanWhere(at, span)}
      group by ta.artist_id order by 2 desc, 1 limit ${limit}
    ) top join artists a on a.id = top.artist_id
    order by top.count desc, a.id`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Most played albums (plays of their tracks), within one artist when `artistId` is given. */
export async function topAlbums(
  db: Executor,
  span: Span,
  limit: number,
  artistId: number | null = null,
): Promise<RankedItem[]> {
  const at = sql.ref("p.played_at");
  const byArtist =
    artistId === null
      ? sql<boolean>`true`
      : sql<boolean>`t.id in (select track_id from track_artist where artist_id = ${artistId})`;
  const { rows } = await sql<RankedItem>`
    select al.id, al.name, ${albumLeadArtistName} as subtitle, top.count
    from (
      select t.album_id, count(*)::int as count from plays p
      join tracks t on t.id = p.track_id
      where ${spanWhere(at, span)} and t.album_id is not null and ${byArtist}
      group by t.album_id order by 2 desc, 1 limit ${limit}
    ) top join albums al on al.id = top.album_id
    order by top.count desc, al.id`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

// --- new rows (users, uploaded tracks) -----------------------------------------------------

export type CreatedTable = "users" | "tracks";

export function createdSeries(
  db: Executor,
  table: CreatedTable,
  span: Span,
  bucketing: Bucketing,
): Promise<BucketCount[]> {
  const at = sql.ref("x.created_at");
  const from = sql`${sql.table(table)} x`;
  return bucketSeries(db, bucketing, { at, distinct: sql`null`, from, where: spanWhere(at, span) });
}

export async function createdCount(db: Executor, table: CreatedTable, span: Span): Promise<number> {
  const at = sql.ref("x.created_at");
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.table(table)} x where ${spanWhere(at, span)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

// --- items named in insights ----------------------------------------------------------------

export async function findItem(
  db: Executor,
  kind: "track" | "album" | "artist",
  id: number,
): Promise<{ id: number; name: string; image: string | null; ownerId: number | null } | undefined> {
  if (kind === "artist") {
    const row = await db.selectFrom("artists").select(["id", "name", "image"]).where("id", "=", id).executeTakeFirst();
    return row && { ...row, ownerId: null };
  }
  const table = kind === "track" ? "tracks" : "albums";
  const row = await db
    .selectFrom(table)
    .select(["id", "name", "image", "owner_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, image: row.image, ownerId: row.owner_id };
}

// --- page views ----------------------------------------------------------------------------

/** A beacon's view as recorded; the id is the table's own. */
export type NewPageView = Omit<Insertable<PageViewsTable>, "id">;

export async function insertPageView(db: Executor, view: NewPageView): Promise<void> {
  await db.insertInto("page_views").values(view).execute();
}

export async function insertPageViews(db: Executor, views: NewPageView[]): Promise<void> {
  for (let i = 0; i < views.length; i += 1000) {
    await db
      .insertInto("page_views")
      .values(views.slice(i, i + 1000))
      .execute();
  }
}

/** Views per bucket, with distinct visitor hashes per bucket. */
export function pageViewSeries(db: Executor, span: Span, bucketing: Bucketing): Promise<BucketCount[]> {
  const at = sql.ref("v.viewed_at");
  const distinct = sql`count(distinct v.visitor)::int`;
  return bucketSeries(db, bucketing, { at, distinct, from: sql`page_views v`, where: spanWhere(at, span) });
}

export async function pageViewTotals(db: Executor, span: Span): Promise<{ views: number; visitors: number }> {
  const at = sql.ref("v.viewed_at");
  const { rows } = await sql<{ views: number; visitors: number }>`
    select count(*)::int as views, count(distinct v.visitor)::int as visitors
    from page_views v where ${spanWhere(at, span)}`.execute(db);
  return { views: Number(rows[0]?.views ?? 0), visitors: Number(rows[0]?.visitors ?? 0) };
}

export type PageViewDimension = "path" | "referrer_host" | "browser" | "device" | "country";

/** Views and distinct visitors grouped by one stored dimension, most viewed first. */
export async function pageViewsBy(
  db: Executor,
  span: Span,
  column: PageViewDimension,
  limit: number,
): Promise<{ key: string | null; count: number; distinct: number }[]> {
  const at = sql.ref("v.viewed_at");
  const { rows } = await sql<{ key: string | null; count: number; distinct: number }>`
    select ${sql.ref(`v.${column}`)} as key, count(*)::int as count, count(distinct v.visitor)::int as distinct
    from page_views v where ${spanWhere(at, span)}
    group by 1 order by 2 desc, 1 asc nulls last limit ${limit}`.execute(db);
  return rows.map((r) => ({ key: r.key, count: Number(r.count), distinct: Number(r.distinct) }));
}

/** Drops page views older than `before` (kept only as long as a report can reach back). */
export async function prunePageViews(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("page_views").where("viewed_at", "<", before).execute();
}
