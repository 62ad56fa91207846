import { type DatabaseHandle, type Executor, sql } from "@backbeat/db";
import { benchDatabase, seededCount } from "./database.ts";

/**
 * A bench over a data set it generates on PostgreSQL: database `database` beside
 * BENCH_DATABASE_URL, seeded by `seed` unless a finished seed is there (`marker`, see
 * `seededCount`), answering the rows of `table` and the load average before measuring. Without
 * BENCH_DATABASE_URL it says so and exits: `what` runs on PostgreSQL only.
 */
export async function generatedBench(options: {
  what: string;
  database: string;
  marker: string;
  table: string;
  connections?: number;
  seed: (db: Executor) => Promise<number>;
}): Promise<{ handle: DatabaseHandle; count: number; loadAverage: string }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    console.log(`BENCH_DATABASE_URL is not set: nothing to measure (the ${options.what} target is PostgreSQL).`);
    process.exit(0);
  }
  const handle = await benchDatabase(base, options.database, options.connections);
  const count = (await seededCount(handle.db, options.marker, options.table)) ?? (await options.seed(handle.db));
  console.log(`PostgreSQL (${options.database}, ${count} ${options.table})`);
  const loadAverage = (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");
  return { handle, count, loadAverage };
}

/** Genres `bench-genre-<n>` and artists `Bench Artist <n>` for a generated catalogue. */
export async function generateGenresAndArtists(db: Executor, genres: number, artists: number): Promise<void> {
  await sql`insert into genres (name, display_name, search_name)
    select 'bench-genre-' || g, 'Genre ' || g, 'genre ' || g from generate_series(1, ${genres}) g`.execute(db);
  await sql`insert into artists (name, search_name)
    select 'Bench Artist ' || g, 'bench artist ' || g from generate_series(1, ${artists}) g`.execute(db);
}

/**
 * Credits the generated tracks (names like `tracks`, a LIKE pattern) in runs of ten to one of
 * `artists` generated artists each, and files each under one of `genres` generated genres.
 */
export async function creditGeneratedTracks(db: Executor, tracks: string, artists: number, genres: number) {
  const like = sql.lit(tracks);
  await sql`insert into track_artist (track_id, artist_id, position)
    select t.id, a0.first + ((t.id - t0.first) / 10) % ${artists}, 0
    from tracks t, (select min(id) as first from tracks where name like ${like}) t0,
      (select min(id) as first from artists where name like 'Bench Artist %') a0
    where t.name like ${like}`.execute(db);
  await sql`insert into track_genre (track_id, genre_id)
    select t.id, g0.first + (t.id % ${genres})
    from tracks t, (select min(id) as first from genres where name like 'bench-genre-%') g0
    where t.name like ${like}`.execute(db);
}
