import { sql } from "kysely";
import { mergeInto, registerOf, SKETCH_REGISTERS } from "../hyperloglog.ts";
import type { InsightItemKindColumn } from "../insights-schema.ts";
import type { Executor } from "./executor.ts";
import type { RankedItem, Span } from "./reports.ts";

export { estimate, mergeInto, SKETCH_REGISTERS } from "../hyperloglog.ts";

export interface InsightItem {
  kind: InsightItemKindColumn;
  id: number;
}

/** What a rollup row can be broken down by; `track` and `album` only exist under albums and artists. */
export type RollupDimension = "source" | "device" | "platform" | "browser" | "country" | "city" | "track" | "album";

export interface RolledPlay {
  track_id: number;
  user_id: number | null;
  played_at: Date;
  listened_ms: number | null;
  source: string | null;
  device: string | null;
  platform: string | null;
  browser: string | null;
  country: string | null;
  city: string | null;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The track, its album and each credited artist: every item a play of the track counts for. */
const itemsOf = (trackId: number) => sql`
  select 'track' as item_kind, t.id as item_id, t.album_id from tracks t where t.id = ${trackId}
  union all
  select 'album', t.album_id, t.album_id from tracks t where t.id = ${trackId} and t.album_id is not null
  union all
  select 'artist', ta.artist_id, t.album_id from track_artist ta join tracks t on t.id = ta.track_id
  where ta.track_id = ${trackId}`;

/**
 * Adds one play to the daily rollups and listener sketches of its track, album and artists.
 * Runs in the caller's transaction, right after the play row.
 */
export async function addPlay(db: Executor, play: RolledPlay): Promise<void> {
  const day = utcDay(play.played_at);
  const text = (v: string | null) => sql`${v ?? ""}::text`;
  const rows = sql`
    select i.item_kind, i.item_id, d.dimension, d.value
    from (${itemsOf(play.track_id)}) i
    cross join lateral (values
      ('all', ''),
      ('source', ${text(play.source)}),
      ('device', ${text(play.device)}),
      ('platform', ${text(play.platform)}),
      ('browser', ${text(play.browser)}),
      ('country', ${text(play.country)}),
      ('city', ${play.city ? sql`${`${play.country ?? ""}:${play.city}`}::text` : sql`null::text`}),
      ('track', case when i.item_kind <> 'track' then ${String(play.track_id)}::text end),
      ('album', case when i.item_kind = 'artist' then i.album_id::text end)
    ) d(dimension, value)
    where d.value is not null`;
  const listened = play.listened_ms ?? 0;
  await sql`
    insert into play_rollups as r (item_kind, item_id, dimension, day, value, plays, listened_ms)
    select x.item_kind, x.item_id, x.dimension, ${day}::date, x.value, 1, ${listened} from (${rows}) x
    on conflict (item_kind, item_id, dimension, day, value) do update
      set plays = r.plays + 1, listened_ms = r.listened_ms + excluded.listened_ms`.execute(db);
  await sql`
    insert into play_rollups_monthly as r (item_kind, item_id, dimension, month, value, plays, listened_ms)
    select x.item_kind, x.item_id, x.dimension, ${`${day.slice(0, 7)}-01`}::date, x.value, 1, ${listened}
    from (${rows}) x
    on conflict (item_kind, item_id, dimension, month, value) do update
      set plays = r.plays + 1, listened_ms = r.listened_ms + excluded.listened_ms`.execute(db);
  if (play.user_id === null) return;
  const [register, rank] = registerOf(`u:${play.user_id}`);
  const fresh = sql`set_byte(decode(repeat('00', ${SKETCH_REGISTERS}), 'hex'), ${register}, ${rank})`;
  await sql`
    insert into play_listener_sketches as s (item_kind, item_id, day, sketch)
    select i.item_kind, i.item_id, ${day}::date, ${fresh} from (${itemsOf(play.track_id)}) i
    on conflict (item_kind, item_id, day) do update
      set sketch = set_byte(s.sketch, ${register}, ${rank})
      where get_byte(s.sketch, ${register}) < ${rank}`.execute(db);
  await sql`
    insert into play_listener_month_sketches as s (item_kind, item_id, month, sketch)
    select i.item_kind, i.item_id, ${`${day.slice(0, 7)}-01`}::date, ${fresh} from (${itemsOf(play.track_id)}) i
    on conflict (item_kind, item_id, month) do update
      set sketch = set_byte(s.sketch, ${register}, ${rank})
      where get_byte(s.sketch, ${register}) < ${rank}`.execute(db);
}

/** Whole calendar months inside [from, to) as [first month, end month); none when first >= end. */
function wholeMonths(span: Span): [string, string] {
  const from = utcDay(span.from);
  return [from.endsWith("-01") ? from : nextMonth(from), `${utcDay(span.to).slice(0, 7)}-01`];
}

function nextMonth(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return utcDay(d);
}

/**
 * The rollup rows covering the span for some dimensions: whole months inside it from the monthly
 * rollups when `months` is set (a year reads about 40 rows per value instead of 365), every
 * other day from the daily ones. Columns: day (first day covered), dimension, value, plays,
 * listened_ms.
 */
function rollupRows(item: InsightItem, dimensions: string[], span: Span, months: boolean) {
  const from = utcDay(span.from);
  const to = utcDay(span.to);
  const [first, end] = wholeMonths(span);
  const of = sql`item_kind = ${item.kind} and item_id = ${item.id} and dimension in (${sql.join(dimensions)})`;
  if (!months || first >= end)
    return sql`select day, dimension, value, plays, listened_ms from play_rollups
      where ${of} and day >= ${from}::date and day < ${to}::date`;
  return sql`
    select month as day, dimension, value, plays, listened_ms from play_rollups_monthly
      where ${of} and month >= ${first}::date and month < ${end}::date
    union all
    select day, dimension, value, plays, listened_ms from play_rollups
      where ${of} and ((day >= ${from}::date and day < ${first}::date) or (day >= ${end}::date and day < ${to}::date))`;
}

/**
 * Plays and listened time per period of the span: each day, or with `months` each whole
 * month inside it and each day at its edges (`day` is the period's first day, YYYY-MM-DD).
 */
export async function playsOverTime(
  db: Executor,
  item: InsightItem,
  span: Span,
  months: boolean,
): Promise<{ day: string; plays: number; listenedMs: number }[]> {
  const { rows } = await sql<{ day: string; plays: number; listened: string | number }>`
    select r.day::text as day, r.plays, r.listened_ms as listened
    from (${rollupRows(item, ["all"], span, months)}) r`.execute(db);
  return rows.map((r) => ({ day: r.day, plays: Number(r.plays), listenedMs: Number(r.listened) }));
}

/**
 * Plays by each of the dimensions, the `limit` largest values of each, most first; an unknown
 * value comes back as a null key. One read for every breakdown of the page.
 */
export async function playsBy(
  db: Executor,
  item: InsightItem,
  span: Span,
  dimensions: RollupDimension[],
  limit: number,
): Promise<Record<string, { key: string | null; count: number }[]>> {
  const { rows } = await sql<{ dimension: string; key: string; count: number }>`
    select x.dimension, x.key, x.count from (
      select r.dimension, r.value as key, sum(r.plays)::int as count,
        row_number() over (partition by r.dimension order by sum(r.plays) desc, r.value) as n
      from (${rollupRows(item, dimensions, span, true)}) r
      group by 1, 2
    ) x where x.n <= ${limit}
    order by x.dimension, x.n`.execute(db);
  const out: Record<string, { key: string | null; count: number }[]> = Object.fromEntries(
    dimensions.map((d) => [d, []]),
  );
  for (const r of rows) out[r.dimension]?.push({ key: r.key === "" ? null : r.key, count: Number(r.count) });
  return out;
}

/** What a ranking of most played tracks or albums reads each row's name and first artist from. */
const RANKED = {
  track: { table: "tracks", credits: "track_artist", credited: "c.track_id" },
  album: { table: "albums", credits: "album_artist", credited: "c.album_id" },
} as const;

async function mostPlayed(
  db: Executor,
  kind: keyof typeof RANKED,
  item: InsightItem,
  span: Span,
  limit: number,
): Promise<RankedItem[]> {
  const { table, credits, credited } = RANKED[kind];
  const { rows } = await sql<RankedItem>`
    select x.id, x.name, (
        select a.name from ${sql.table(credits)} c join artists a on a.id = c.artist_id
        where ${sql.ref(credited)} = x.id order by c.position, a.id limit 1
      ) as subtitle, top.count
    from (
      select r.value::int as id, sum(r.plays)::int as count
      from (${rollupRows(item, [kind], span, true)}) r
      group by 1 order by 2 desc, 1 limit ${limit}
    ) top join ${sql.table(table)} x on x.id = top.id
    order by top.count desc, x.id`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** An album's or artist's most played tracks, with each track's first artist. */
export const topTracks = (db: Executor, item: InsightItem, span: Span, limit: number) =>
  mostPlayed(db, "track", item, span, limit);

/** An artist's most played albums, with each album's first artist. */
export const topAlbums = (db: Executor, item: InsightItem, span: Span, limit: number) =>
  mostPlayed(db, "album", item, span, limit);

/**
 * The item's listener sketches covering the span, each with the first day it covers: whole
 * calendar months inside the span from the monthly sketches when `months` is set (a bucket of
 * months then merges one row per month), every other day from the daily ones.
 */
export async function listenerSketches(
  db: Executor,
  item: InsightItem,
  span: Span,
  months: boolean,
): Promise<{ day: string; sketch: Uint8Array }[]> {
  const from = utcDay(span.from);
  const to = utcDay(span.to);
  const [first, end] = wholeMonths(span);
  const of = sql`item_kind = ${item.kind} and item_id = ${item.id}`;
  const { rows } =
    !months || first >= end
      ? await sql<{ day: string; sketch: Uint8Array }>`
          select day::text as day, sketch from play_listener_sketches
          where ${of} and day >= ${from}::date and day < ${to}::date`.execute(db)
      : await sql<{ day: string; sketch: Uint8Array }>`
          select month::text as day, sketch from play_listener_month_sketches
          where ${of} and month >= ${first}::date and month < ${end}::date
          union all
          select day::text, sketch from play_listener_sketches
          where ${of} and ((day >= ${from}::date and day < ${first}::date) or (day >= ${end}::date and day < ${to}::date))`.execute(
          db,
        );
  return rows;
}

export interface Engagement {
  likes: number;
  reposts: number;
  playlistAdds: number;
  /** New followers of an artist; null for tracks and albums (only artists are followed). */
  followers: number | null;
}

/**
 * Likes, reposts, playlist adds and follows made in the span. An album counts its own likes and
 * reposts and the playlist adds of its tracks; an artist everything of its tracks and albums
 * plus its own likes and followers.
 */
export async function engagement(db: Executor, item: InsightItem, span: Span): Promise<Engagement> {
  const within = (column: string) =>
    sql<boolean>`${sql.ref(column)} >= ${span.from}::timestamptz and ${sql.ref(column)} < ${span.to}::timestamptz`;
  const tracks =
    item.kind === "track"
      ? sql`select ${item.id}::int`
      : item.kind === "album"
        ? sql`select id from tracks where album_id = ${item.id}`
        : sql`select track_id from track_artist where artist_id = ${item.id}`;
  const albums = sql`select album_id from album_artist where artist_id = ${item.id}`;
  const targets = (type: string, id: string) =>
    item.kind === "track"
      ? sql<boolean>`${sql.ref(type)} = 'track' and ${sql.ref(id)} = ${item.id}`
      : item.kind === "album"
        ? sql<boolean>`${sql.ref(type)} = 'album' and ${sql.ref(id)} = ${item.id}`
        : sql<boolean>`((${sql.ref(type)} = 'artist' and ${sql.ref(id)} = ${item.id})
            or (${sql.ref(type)} = 'track' and ${sql.ref(id)} in (${tracks}))
            or (${sql.ref(type)} = 'album' and ${sql.ref(id)} in (${albums})))`;
  const { rows } = await sql<{ likes: number; reposts: number; adds: number; followers: number | null }>`
    select
      (select count(*)::int from likes where ${targets("likeable_type", "likeable_id")} and ${within("created_at")}) as likes,
      (select count(*)::int from reposts where ${targets("repostable_type", "repostable_id")} and ${within("created_at")}) as reposts,
      (select count(*)::int from playlist_track where track_id in (${tracks}) and ${within("added_at")}) as adds,
      ${
        item.kind === "artist"
          ? sql`(select count(*)::int from follows where followable_type = 'artist' and followable_id = ${item.id} and ${within("created_at")})`
          : sql`null::int`
      } as followers`.execute(db);
  const row = rows[0];
  return {
    likes: Number(row?.likes ?? 0),
    reposts: Number(row?.reposts ?? 0),
    playlistAdds: Number(row?.adds ?? 0),
    followers: row?.followers === null || row?.followers === undefined ? null : Number(row.followers),
  };
}

/**
 * Recomputes every rollup and sketch from the plays table, for plays written in bulk without
 * `addPlay` (generated activity, benchmarks). Works a UTC day at a time, so memory stays bounded
 * whatever the number of plays; not for a live server.
 */
export async function rebuildFromPlays(db: Executor): Promise<void> {
  await sql`delete from play_rollups`.execute(db);
  await sql`delete from play_listener_sketches`.execute(db);
  await sql`delete from play_listener_month_sketches`.execute(db);
  await sql`delete from play_rollups_monthly`.execute(db);
  const { rows } = await sql<{ first: Date | null; last: Date | null }>`
    select min(played_at) as first, max(played_at) as last from plays`.execute(db);
  const first = rows[0]?.first;
  const last = rows[0]?.last;
  if (!first || !last) return;
  const DAY = 86_400_000;
  const start = Math.floor(new Date(first).getTime() / DAY) * DAY;
  const end = new Date(last).getTime();
  // Spans of about 100,000 plays: few statements for a small history, bounded memory for a large one.
  const { rows: counted } = await sql<{ n: string | number }>`select count(*) as n from plays`.execute(db);
  const perDay = Number(counted[0]?.n ?? 0) / ((end - start) / DAY + 1);
  const step = Math.max(1, Math.floor(100_000 / Math.max(1, perDay))) * DAY;
  const months = new Map<string, Sketch & { month: string }>();
  for (let from = start; from <= end; from += step) {
    for (const day of await rebuildSpan(db, new Date(from), new Date(from + step))) {
      const month = `${day.day.slice(0, 7)}-01`;
      const key = `${day.item_kind}|${day.item_id}|${month}`;
      let into = months.get(key);
      if (!into)
        months.set(
          key,
          (into = { item_kind: day.item_kind, item_id: day.item_id, month, sketch: new Uint8Array(SKETCH_REGISTERS) }),
        );
      mergeInto(into.sketch, day.sketch);
    }
  }
  await sql`
    insert into play_rollups_monthly (item_kind, item_id, dimension, month, value, plays, listened_ms)
    select item_kind, item_id, dimension, date_trunc('month', day)::date, value, sum(plays), sum(listened_ms)
    from play_rollups group by 1, 2, 3, 4, 5`.execute(db);
  const values = [...months.values()].map(({ item_kind, item_id, month, sketch }) => ({
    item_kind,
    item_id,
    month,
    sketch,
  }));
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto("play_listener_month_sketches")
      .values(values.slice(i, i + 500))
      .execute();
}

interface Sketch {
  item_kind: InsightItemKindColumn;
  item_id: number;
  sketch: Uint8Array;
}

/** The rollups and daily sketches of whole UTC days [from, to) from their plays; returns the sketches. */
async function rebuildSpan(db: Executor, from: Date, to: Date): Promise<(Sketch & { day: string })[]> {
  const items = sql`
    select 'track' as item_kind, p.track_id as item_id, t.album_id, p.*
      from plays p join tracks t on t.id = p.track_id
      where p.played_at >= ${from}::timestamptz and p.played_at < ${to}::timestamptz
    union all
    select 'album', t.album_id, t.album_id, p.*
      from plays p join tracks t on t.id = p.track_id
      where t.album_id is not null and p.played_at >= ${from}::timestamptz and p.played_at < ${to}::timestamptz
    union all
    select 'artist', ta.artist_id, t.album_id, p.*
      from plays p join track_artist ta on ta.track_id = p.track_id join tracks t on t.id = p.track_id
      where p.played_at >= ${from}::timestamptz and p.played_at < ${to}::timestamptz`;
  const day = sql`(x.played_at at time zone 'UTC')::date`;
  await sql`
    insert into play_rollups (item_kind, item_id, dimension, day, value, plays, listened_ms)
    select x.item_kind, x.item_id, d.dimension, ${day}, d.value, count(*)::int, coalesce(sum(x.listened_ms), 0)
    from (${items}) x
    cross join lateral (values
      ('all', ''),
      ('source', coalesce(x.source, '')),
      ('device', coalesce(x.device, '')),
      ('platform', coalesce(x.platform, '')),
      ('browser', coalesce(x.browser, '')),
      ('country', coalesce(x.country, '')),
      ('city', case when x.city is not null then coalesce(x.country, '') || ':' || x.city end),
      ('track', case when x.item_kind <> 'track' then x.track_id::text end),
      ('album', case when x.item_kind = 'artist' then x.album_id::text end)
    ) d(dimension, value)
    where d.value is not null
    group by 1, 2, 3, 4, 5`.execute(db);
  const { rows } = await sql<{ item_kind: InsightItemKindColumn; item_id: number; day: string; user_id: number }>`
    select distinct x.item_kind, x.item_id, ${day}::text as day, x.user_id
    from (${items}) x where x.user_id is not null`.execute(db);
  const sketches = new Map<
    string,
    { item_kind: InsightItemKindColumn; item_id: number; day: string; sketch: Uint8Array }
  >();
  for (const row of rows) {
    const key = `${row.item_kind}|${row.item_id}|${row.day}`;
    let entry = sketches.get(key);
    if (!entry)
      sketches.set(
        key,
        (entry = {
          item_kind: row.item_kind,
          item_id: row.item_id,
          day: row.day,
          sketch: new Uint8Array(SKETCH_REGISTERS),
        }),
      );
    const [register, rank] = registerOf(`u:${row.user_id}`);
    if (rank > (entry.sketch[register] ?? 0)) entry.sketch[register] = rank;
  }
  const values = [...sketches.values()];
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto("play_listener_sketches")
      .values(values.slice(i, i + 500))
      .execute();
  return values;
}

/**
 * Whether the user owns the item: their artist profile (artists.owner_id), a track or album
 * crediting one of their artists, or their own upload credited to no artist yet.
 */
export async function ownsItem(db: Executor, userId: number, item: InsightItem): Promise<boolean> {
  const owned =
    item.kind === "artist"
      ? sql<boolean>`exists (select 1 from artists where id = ${item.id} and owner_id = ${userId})`
      : item.kind === "track"
        ? sql<boolean>`exists (select 1 from track_artist ta join artists a on a.id = ta.artist_id
              where ta.track_id = ${item.id} and a.owner_id = ${userId})
            or exists (select 1 from tracks t where t.id = ${item.id} and t.owner_id = ${userId}
              and not exists (select 1 from track_artist ta where ta.track_id = t.id))`
        : sql<boolean>`exists (select 1 from album_artist aa join artists a on a.id = aa.artist_id
              where aa.album_id = ${item.id} and a.owner_id = ${userId})
            or exists (select 1 from albums al where al.id = ${item.id} and al.owner_id = ${userId}
              and not exists (select 1 from album_artist aa where aa.album_id = al.id))`;
  const { rows } = await sql<{ owned: boolean }>`select (${owned}) as owned`.execute(db);
  return rows[0]?.owned === true;
}
