import { sql } from "kysely";
import { type AlbumItemRow, albumItemsQuery, type TrackItemRow, trackItemsQuery } from "../catalogue/items.ts";
import { albumVisible, trackVisible, type Visibility } from "../catalogue/visibility.ts";
import { jsonb } from "../json.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** The hour of the day and the year of an instant in a time zone; UTC when the zone is unknown. */
export function localHour(at: Date, timeZone: string | null): { year: number; hour: number } {
  const parts = (zone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, year: "numeric", hour: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .reduce<Record<string, string>>((all, p) => Object.assign(all, { [p.type]: p.value }), {});
  let p: Record<string, string>;
  try {
    p = parts(timeZone || "UTC");
  } catch {
    p = parts("UTC");
  }
  return { year: Number(p.year), hour: Number(p.hour) % 24 };
}

export interface UserPlay {
  user_id: number;
  track_id: number;
  played_at: Date;
  listened_ms: number | null;
}

/** Adds a signed-in listener's play to their recap rollups; runs in the play's transaction. */
export async function addUserPlay(db: Executor, play: UserPlay): Promise<void> {
  const day = play.played_at.toISOString().slice(0, 10);
  const year = Number(day.slice(0, 4));
  const listened = play.listened_ms ?? 0;
  await sql`
    insert into user_track_days as d (user_id, day, track_id, plays, listened_ms, first_played_at)
    values (${play.user_id}, ${day}::date, ${play.track_id}, 1, ${listened}, ${play.played_at})
    on conflict (user_id, day, track_id) do update
      set plays = d.plays + 1, listened_ms = d.listened_ms + excluded.listened_ms,
        first_played_at = least(d.first_played_at, excluded.first_played_at)`.execute(db);
  await sql`
    insert into user_artist_years as y (user_id, year, artist_id, plays)
    select ${play.user_id}, ${year}, ta.artist_id, 1 from track_artist ta where ta.track_id = ${play.track_id}
    on conflict (user_id, year, artist_id) do update set plays = y.plays + 1`.execute(db);
  const user = await db.selectFrom("users").select("timezone").where("id", "=", play.user_id).executeTakeFirst();
  const local = localHour(play.played_at, user?.timezone ?? null);
  await sql`
    insert into user_play_hours as h (user_id, year, hour, plays)
    values (${play.user_id}, ${local.year}, ${local.hour}, 1)
    on conflict (user_id, year, hour) do update set plays = h.plays + 1`.execute(db);
}

/** Forgets a listener's rollups with their history (the plays themselves stay, anonymous). */
export async function clearUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom("recap_snapshots").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_track_days").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_play_hours").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_artist_years").where("user_id", "=", userId).execute();
}

/**
 * Recomputes every listener's rollups from the plays (for plays written in bulk, like the demo's).
 * Hours are UTC here: a bulk load knows no time zone per play.
 */
export async function rebuildFromPlays(db: Executor): Promise<void> {
  await sql`delete from user_track_days`.execute(db);
  await sql`delete from user_play_hours`.execute(db);
  await sql`delete from user_artist_years`.execute(db);
  await sql`delete from recap_snapshots`.execute(db);
  await sql`insert into user_track_days (user_id, day, track_id, plays, listened_ms, first_played_at)
    select user_id, (played_at at time zone 'UTC')::date, track_id, count(*), coalesce(sum(listened_ms), 0), min(played_at)
    from plays where user_id is not null
    group by 1, 2, 3`.execute(db);
  await sql`insert into user_play_hours (user_id, year, hour, plays)
    select user_id, extract(year from played_at at time zone 'UTC'), extract(hour from played_at at time zone 'UTC'), count(*)
    from plays where user_id is not null
    group by 1, 2, 3`.execute(db);
  await sql`insert into user_artist_years (user_id, year, artist_id, plays)
    select d.user_id, extract(year from d.day), ta.artist_id, sum(d.plays)
    from user_track_days d join track_artist ta on ta.track_id = d.track_id
    group by 1, 2, 3`.execute(db);
}

const bounds = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

function yearDays(db: Executor, userId: number, year: number) {
  const { from, to } = bounds(year);
  return db
    .selectFrom("user_track_days as d")
    .where("d.user_id", "=", userId)
    .where("d.day", ">=", from)
    .where("d.day", "<", to);
}

export interface RecapTotals {
  plays: number;
  listened_ms: number;
  days: number;
  tracks: number;
}

/** Every play of the year counts here, whatever became of its track: these are only numbers. */
export async function totals(db: Executor, userId: number, year: number): Promise<RecapTotals> {
  const row = await yearDays(db, userId, year)
    .select([
      sql<string>`coalesce(sum(d.plays), 0)`.as("plays"),
      sql<string>`coalesce(sum(d.listened_ms), 0)`.as("listened_ms"),
      sql<string>`count(distinct d.day)`.as("days"),
      sql<string>`count(distinct d.track_id)`.as("tracks"),
    ])
    .executeTakeFirstOrThrow();
  return {
    plays: Number(row.plays),
    listened_ms: Number(row.listened_ms),
    days: Number(row.days),
    tracks: Number(row.tracks),
  };
}

export interface Streak {
  days: number;
  from: string | null;
  to: string | null;
}

/** The longest run of consecutive UTC days with a play (gaps and islands over the distinct days). */
export async function longestStreak(db: Executor, userId: number, year: number): Promise<Streak> {
  const { from, to } = bounds(year);
  const rows = await sql<{ days: number; first: string; last: string }>`
    select count(*)::int as days, to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last
    from (
      select day, day - (row_number() over (order by day))::int as island
      from (select distinct day from user_track_days
        where user_id = ${userId} and day >= ${from}::date and day < ${to}::date) days
    ) runs
    group by island
    order by days desc, first
    limit 1`.execute(db);
  const row = rows.rows[0];
  return row ? { days: row.days, from: row.first, to: row.last } : { days: 0, from: null, to: null };
}

export interface Counted<T> {
  item: T;
  plays: number;
}

async function trackItems(db: Executor, v: Visibility, ids: number[]): Promise<Map<number, TrackItemRow>> {
  if (!ids.length) return new Map();
  const rows = (await trackItemsQuery(db, v).where("t.id", "in", ids).execute()) as TrackItemRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

function inOrder<T>(ranked: { id: number; plays: number }[], items: Map<number, T>): Counted<T>[] {
  return ranked.flatMap((r) => {
    const item = items.get(r.id);
    return item ? [{ item, plays: r.plays }] : [];
  });
}

/** The year's most played tracks the viewer may see, most plays first. */
export async function topTracks(
  db: Executor,
  v: Visibility,
  userId: number,
  year: number,
  limit: number,
): Promise<Counted<TrackItemRow>[]> {
  const ranked = await yearDays(db, userId, year)
    .innerJoin("tracks as t", "t.id", "d.track_id")
    .where(trackVisible(v))
    .select(["d.track_id as id", sql<number>`sum(d.plays)::int`.as("plays")])
    .groupBy("d.track_id")
    .orderBy(sql`sum(d.plays)`, "desc")
    .orderBy(sql`sum(d.listened_ms)`, "desc")
    .orderBy("d.track_id")
    .limit(limit)
    .execute();
  return inOrder(
    ranked,
    await trackItems(
      db,
      v,
      ranked.map((r) => r.id),
    ),
  );
}

export interface RecapArtist {
  id: number;
  name: string;
  image: string | null;
}

export async function topArtists(
  db: Executor,
  userId: number,
  year: number,
  limit: number,
): Promise<Counted<RecapArtist>[]> {
  const rows = await db
    .selectFrom("user_artist_years as y")
    .innerJoin("artists as ar", "ar.id", "y.artist_id")
    .select(["ar.id", "ar.name", "ar.image", "y.plays"])
    .where("y.user_id", "=", userId)
    .where("y.year", "=", year)
    .orderBy("y.plays", "desc")
    .orderBy("ar.id")
    .limit(limit)
    .execute();
  return rows.map(({ plays, ...item }) => ({ item, plays }));
}

export interface RecapGenre {
  id: number;
  name: string;
  display_name: string;
}

export interface TopLists {
  tracks: Counted<TrackItemRow>[];
  albums: Counted<AlbumItemRow>[];
  genres: Counted<RecapGenre>[];
}

/**
 * The year's top tracks, albums and genres the viewer may see, in one statement: the listener's
 * year is summed per track once and the three lists are ranked from that, instead of three scans.
 */
export async function topLists(
  db: Executor,
  v: Visibility,
  userId: number,
  year: number,
  limit: number,
): Promise<TopLists> {
  const { from, to } = bounds(year);
  const { rows } = await sql<{
    kind: "track" | "album" | "genre";
    id: number;
    plays: number;
    name: string | null;
    display_name: string | null;
  }>`
    with y as (
      select d.track_id, sum(d.plays)::int as plays, sum(d.listened_ms) as listened_ms, t.album_id
      from user_track_days d join tracks t on t.id = d.track_id
      where d.user_id = ${userId} and d.day >= ${from}::date and d.day < ${to}::date and ${trackVisible(v)}
      group by d.track_id, t.album_id
    )
    (select 'track' as kind, y.track_id as id, y.plays, null::text as name, null::text as display_name
      from y order by y.plays desc, y.listened_ms desc, y.track_id limit ${limit})
    union all
    (select 'album', al.id, sum(y.plays)::int, null, null
      from y join albums al on al.id = y.album_id where ${albumVisible(v)}
      group by al.id order by sum(y.plays) desc, al.id limit ${limit})
    union all
    (select 'genre', g.id, sum(y.plays)::int, g.name, g.display_name
      from y join track_genre tg on tg.track_id = y.track_id join genres g on g.id = tg.genre_id
      group by g.id, g.name, g.display_name order by sum(y.plays) desc, g.id limit ${limit})`.execute(db);
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const tracks = of("track");
  const albums = of("album");
  const [trackRows, albumRows] = await Promise.all([
    trackItems(
      db,
      v,
      tracks.map((r) => r.id),
    ),
    albums.length
      ? (albumItemsQuery(db, v)
          .where(
            "al.id",
            "in",
            albums.map((r) => r.id),
          )
          .execute() as Promise<AlbumItemRow[]>)
      : Promise.resolve([]),
  ]);
  return {
    tracks: inOrder(tracks, trackRows),
    albums: inOrder(albums, new Map(albumRows.map((r) => [r.id, r]))),
    genres: of("genre").map((r) => ({
      item: { id: r.id, name: r.name ?? "", display_name: r.display_name ?? "" },
      plays: r.plays,
    })),
  };
}

/** Plays per hour of the day, in the listener's time zone when each play was counted. */
export async function clock(db: Executor, userId: number, year: number): Promise<number[]> {
  const rows = await db
    .selectFrom("user_play_hours")
    .select(["hour", "plays"])
    .where("user_id", "=", userId)
    .where("year", "=", year)
    .execute();
  const hours = Array.from({ length: 24 }, () => 0);
  for (const r of rows) hours[r.hour] = r.plays;
  return hours;
}

export interface Moment {
  track: TrackItemRow;
  day: string;
  plays: number;
  at: Date;
}

/**
 * The first track of the year (`first`) or the one replayed most within one day (`replayed`),
 * among those the viewer may see.
 */
export async function moment(
  db: Executor,
  v: Visibility,
  userId: number,
  year: number,
  which: "first" | "replayed",
): Promise<Moment | null> {
  let q = yearDays(db, userId, year)
    .innerJoin("tracks as t", "t.id", "d.track_id")
    .where(trackVisible(v))
    .select(["d.track_id", sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as("day"), "d.plays", "d.first_played_at"]);
  // The first: walked in day order along the primary key, so it stops at the first visible day.
  q =
    which === "first"
      ? q.orderBy("d.day").orderBy("d.first_played_at")
      : q.orderBy("d.plays", "desc").orderBy("d.first_played_at");
  const row = await q.limit(1).executeTakeFirst();
  if (!row) return null;
  const track = (await trackItems(db, v, [row.track_id])).get(row.track_id);
  return track ? { track, day: row.day, plays: row.plays, at: row.first_played_at } : null;
}

/** How many of an artist's listeners that year played them more than `plays` times, and how many there were. */
export async function artistStanding(
  db: Executor,
  artistId: number,
  year: number,
  plays: number,
): Promise<{ above: number; listeners: number }> {
  const row = await db
    .selectFrom("user_artist_years")
    .select([sql<string>`count(*) filter (where plays > ${plays})`.as("above"), sql<string>`count(*)`.as("listeners")])
    .where("artist_id", "=", artistId)
    .where("year", "=", year)
    .executeTakeFirstOrThrow();
  return { above: Number(row.above), listeners: Number(row.listeners) };
}

export async function isShared(db: Executor, userId: number, year: number): Promise<boolean> {
  return hasRow(db.selectFrom("recap_shares").select("user_id").where("user_id", "=", userId).where("year", "=", year));
}

export async function setShared(db: Executor, userId: number, year: number, shared: boolean): Promise<void> {
  if (shared) {
    await db
      .insertInto("recap_shares")
      .values({ user_id: userId, year })
      .onConflict((oc) => oc.columns(["user_id", "year"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("recap_shares").where("user_id", "=", userId).where("year", "=", year).execute();
  }
}

/**
 * The listener's play count in the rollups around a year (the clock's rows, at most 72): any play
 * since a snapshot changes it. The year on either side counts too, since the clock files a play
 * under the listener's local year and the lists under the UTC one.
 */
export async function playsVersion(db: Executor, userId: number, year: number): Promise<number> {
  const row = await db
    .selectFrom("user_play_hours")
    .select(sql<string>`coalesce(sum(plays), 0)`.as("plays"))
    .where("user_id", "=", userId)
    .where("year", ">=", year - 1)
    .where("year", "<=", year + 1)
    .executeTakeFirstOrThrow();
  return Number(row.plays);
}

export async function readSnapshot(
  db: Executor,
  userId: number,
  year: number,
): Promise<{ version: number; facts: unknown } | undefined> {
  const row = await db
    .selectFrom("recap_snapshots")
    .select(["version", "facts"])
    .where("user_id", "=", userId)
    .where("year", "=", year)
    .executeTakeFirst();
  return row && { version: Number(row.version), facts: row.facts };
}

export async function writeSnapshot(
  db: Executor,
  userId: number,
  year: number,
  version: number,
  facts: unknown,
): Promise<void> {
  await db
    .insertInto("recap_snapshots")
    .values({ user_id: userId, year, version, facts: jsonb(facts) })
    .onConflict((oc) =>
      oc.columns(["user_id", "year"]).doUpdateSet({ version, facts: jsonb(facts), computed_at: sql`now()` }),
    )
    .execute();
}

/** Tracks by id in the order asked, leaving out those the viewer may not see. */
export async function tracksById(db: Executor, v: Visibility, ids: number[]): Promise<Map<number, TrackItemRow>> {
  return trackItems(db, v, [...new Set(ids)]);
}

export async function albumsById(db: Executor, v: Visibility, ids: number[]): Promise<Map<number, AlbumItemRow>> {
  if (!ids.length) return new Map();
  const rows = (await albumItemsQuery(db, v).where("al.id", "in", ids).execute()) as AlbumItemRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

export async function artistsById(db: Executor, ids: number[]): Promise<Map<number, RecapArtist>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("artists").select(["id", "name", "image"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
