import { type Kysely, sql } from "kysely";

/**
 * The yearly recap reads per-listener rollups kept as plays arrive, never the plays table:
 * - `user_track_days`: a listener's plays and listened time per track and UTC day (top lists,
 *   minutes, streaks, the first and the most-replayed track);
 * - `user_play_hours`: their plays per UTC hour of the day and year (the listening clock);
 * - `user_artist_years`: their plays per artist and year, indexed by artist, so "top 2 % of this
 *   artist's listeners" is one index range count;
 * - `recap_shares`: the recaps their owner made public (private is the default: no row).
 * Existing plays are rolled up once here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table user_track_days (
    user_id integer not null references users (id) on delete cascade,
    day date not null,
    track_id integer not null references tracks (id) on delete cascade,
    plays integer not null default 0,
    listened_ms bigint not null default 0,
    first_played_at timestamptz not null,
    primary key (user_id, day, track_id)
  )`.execute(db);
  await sql`create index user_track_days_track on user_track_days (track_id)`.execute(db);
  await sql`create table user_play_hours (
    user_id integer not null references users (id) on delete cascade,
    year smallint not null,
    hour smallint not null check (hour between 0 and 23),
    plays integer not null default 0,
    primary key (user_id, year, hour)
  )`.execute(db);
  await sql`create table user_artist_years (
    user_id integer not null references users (id) on delete cascade,
    year smallint not null,
    artist_id integer not null references artists (id) on delete cascade,
    plays integer not null default 0,
    primary key (user_id, year, artist_id)
  )`.execute(db);
  await sql`create index user_artist_years_rank on user_artist_years (artist_id, year, plays)`.execute(db);
  await sql`create table recap_shares (
    user_id integer not null references users (id) on delete cascade,
    year smallint not null,
    shared_at timestamptz not null default now(),
    primary key (user_id, year)
  )`.execute(db);

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

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table recap_shares`.execute(db);
  await sql`drop table user_artist_years`.execute(db);
  await sql`drop table user_play_hours`.execute(db);
  await sql`drop table user_track_days`.execute(db);
}
