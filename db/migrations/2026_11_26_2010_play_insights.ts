import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * Insights for artists without scanning plays.
 *
 * - `plays` keeps where a play came from (source), the listener's platform and browser family,
 *   and the city when a trusted proxy names one.
 * - `play_rollups`: plays per item (track, album, artist), day (UTC), dimension and value. An
 *   album's or artist's row already sums its tracks, so a year of an artist is at most 365 rows
 *   per value whatever the number of plays or tracks. Dimension `all` carries the totals.
 * - `play_listener_sketches`: one HyperLogLog sketch (2,048 one-byte registers) of the signed-in
 *   listeners per item and day; sketches of any set of days merge by taking each register's
 *   maximum, so unique listeners over a year read 365 small rows instead of every play.
 * - Likes, follows and reposts are counted over a range by target and creation time, and
 *   playlist adds by track and time: indexes for both.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("plays")
    .addColumn("source", "text")
    .addColumn("platform", "text")
    .addColumn("browser", "text")
    .addColumn("city", "text")
    .execute();

  await db.schema
    .createTable("play_rollups")
    .addColumn("item_kind", "text", (c) => c.notNull().check(sql`item_kind in ('track', 'album', 'artist')`))
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("day", "date", (c) => c.notNull())
    // '' when the value was not known (no country, an old play without a source).
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("plays", "integer", (c) => c.notNull())
    .addColumn("listened_ms", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("play_rollups_pkey", ["item_kind", "item_id", "dimension", "day", "value"])
    .execute();

  await db.schema
    .createTable("play_listener_sketches")
    .addColumn("item_kind", "text", (c) => c.notNull().check(sql`item_kind in ('track', 'album', 'artist')`))
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("sketch", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("play_listener_sketches_pkey", ["item_kind", "item_id", "day"])
    .execute();

  for (const [table, kind, id] of [
    ["likes", "likeable_type", "likeable_id"],
    ["follows", "followable_type", "followable_id"],
    ["reposts", "repostable_type", "repostable_id"],
  ] as const) {
    await sql`create index if not exists ${sql.raw(`${table}_target_time_idx`)} on ${sql.table(table)} (${sql.ref(kind)}, ${sql.ref(id)}, created_at)`.execute(
      db,
    );
    // The new index starts with the same columns: the old one only slowed writes.
    await sql`drop index if exists ${sql.raw(`${table}_target_idx`)}`.execute(db);
  }
  await sql`create index if not exists playlist_track_added_idx on playlist_track (track_id, added_at)`.execute(db);
  await sql`drop index if exists playlist_track_track_idx`.execute(db);

  await backfill(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function backfill(db: Kysely<any>): Promise<void> {
  // Every existing play under its track, album and each credited artist.
  const items = sql`
    select 'track' as item_kind, p.track_id as item_id, p.* from plays p
    union all
    select 'album', t.album_id, p.* from plays p join tracks t on t.id = p.track_id where t.album_id is not null
    union all
    select 'artist', ta.artist_id, p.* from plays p join track_artist ta on ta.track_id = p.track_id`;
  const day = sql`(x.played_at at time zone 'UTC')::date`;
  await sql`
    insert into play_rollups (item_kind, item_id, dimension, day, value, plays, listened_ms)
    select x.item_kind, x.item_id, d.dimension, ${day}, d.value, count(*)::int, coalesce(sum(x.listened_ms), 0)
    from (${items}) x
    cross join lateral (values
      ('all', ''),
      ('device', coalesce(x.device, '')),
      ('country', coalesce(x.country, '')),
      ('source', coalesce(x.source, '')),
      ('platform', coalesce(x.platform, '')),
      ('browser', coalesce(x.browser, '')),
      ('track', case when x.item_kind <> 'track' then x.track_id::text end),
      ('album', case when x.item_kind = 'artist' then (select album_id::text from tracks where id = x.track_id) end)
    ) d(dimension, value)
    where d.value is not null
    group by 1, 2, 3, 4, 5`.execute(db);

  // Sketches: the registers each (item, day) reached, folded into byte strings here.
  const { rows } = await sql<{ item_kind: string; item_id: number; day: string; user_id: number }>`
    select distinct x.item_kind, x.item_id, ${day}::text as day, x.user_id
    from (${items}) x where x.user_id is not null
    order by 1, 2, 3`.execute(db);
  const sketches = new Map<string, { kind: string; id: number; day: string; sketch: Buffer }>();
  for (const row of rows) {
    const key = `${row.item_kind}|${row.item_id}|${row.day}`;
    let entry = sketches.get(key);
    if (!entry)
      sketches.set(key, (entry = { kind: row.item_kind, id: row.item_id, day: row.day, sketch: Buffer.alloc(2048) }));
    const [register, rank] = registerOf(`u:${row.user_id}`);
    entry.sketch[register] = Math.max(entry.sketch[register] ?? 0, rank);
  }
  const values = [...sketches.values()];
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto("play_listener_sketches")
      .values(values.slice(i, i + 500).map((v) => ({ item_kind: v.kind, item_id: v.id, day: v.day, sketch: v.sketch })))
      .execute();
}

/** HyperLogLog register (first 11 bits of the key's MD5) and rank (leading zeros of the next 53, plus one). */
function registerOf(key: string): [number, number] {
  const bits = BigInt(`0x${createHash("md5").update(key).digest("hex").slice(0, 16)}`);
  const register = Number(bits >> 53n);
  const rest = bits & ((1n << 53n) - 1n);
  let rank = 1;
  for (let bit = 52n; bit >= 0n && !(rest & (1n << bit)); bit--) rank++;
  return [register, rank];
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists playlist_track_track_idx on playlist_track (track_id)`.execute(db);
  await sql`drop index if exists playlist_track_added_idx`.execute(db);
  for (const [table, kind, id] of [
    ["likes", "likeable_type", "likeable_id"],
    ["follows", "followable_type", "followable_id"],
    ["reposts", "repostable_type", "repostable_id"],
  ] as const) {
    await sql`create index if not exists ${sql.raw(`${table}_target_idx`)} on ${sql.table(table)} (${sql.ref(kind)}, ${sql.ref(id)})`.execute(
      db,
    );
    await sql`drop index if exists ${sql.raw(`${table}_target_time_idx`)}`.execute(db);
  }
  await db.schema.dropTable("play_listener_sketches").execute();
  await db.schema.dropTable("play_rollups").execute();
  await db.schema
    .alterTable("plays")
    .dropColumn("source")
    .dropColumn("platform")
    .dropColumn("browser")
    .dropColumn("city")
    .execute();
}
