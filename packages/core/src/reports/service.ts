import { insightsRepo, reportsRepo } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { isoDay, type RangeSummary, type ResolvedRange, resolveRange, summarize } from "./range.ts";
import type { InsightItemKind, ParsedItemInsightsInput, ParsedReportRangeInput } from "./schemas.ts";

/** Rows in each ranked list (top tracks, countries…). */
export const TOP_LIMIT = 10;

export interface SeriesPoint {
  /** First day of the bucket (UTC). */
  date: string;
  current: number;
  /** The same bucket of the previous range; null where that range has no such bucket. */
  previous: number | null;
}

export interface Kpi {
  value: number;
  previous: number;
}

export interface RankedRow {
  /** Null for rows whose value was not known (no country, direct visits). */
  key: string | null;
  label: string | null;
  count: number;
  /** Distinct visitors, for page-view lists. */
  visitors?: number;
  id?: number;
  subtitle?: string | null;
}

type Series = reportsRepo.BucketCount[];

/** Lines the previous range's buckets up with the current ones by position. */
function seriesOf(
  range: ResolvedRange,
  current: Series,
  previous: Series,
  pick: (b: reportsRepo.BucketCount) => number = (b) => b.count,
): SeriesPoint[] {
  const now = new Map(current.map((b) => [b.bucket, pick(b)]));
  const before = new Map(previous.map((b) => [b.bucket, pick(b)]));
  return range.buckets.map((date, i) => ({
    date,
    current: now.get(i) ?? 0,
    previous: i < range.previousBuckets ? (before.get(i) ?? 0) : null,
  }));
}

const ranked = (rows: { key: string | null; count: number; distinct?: number }[]): RankedRow[] =>
  rows.map((r) => ({
    key: r.key,
    label: r.key,
    count: r.count,
    ...(r.distinct === undefined ? {} : { visitors: r.distinct }),
  }));

const items = (rows: reportsRepo.RankedItem[]): RankedRow[] =>
  rows.map((r) => ({ key: String(r.id), id: r.id, label: r.name, subtitle: r.subtitle, count: r.count }));

/** One read over the range and the same over the previous range, each with its own buckets. */
async function both<T>(
  range: ResolvedRange,
  read: (span: reportsRepo.Span, bucketing: reportsRepo.Bucketing) => Promise<T>,
): Promise<[T, T]> {
  return Promise.all([read(range.current, range.bucketing), read(range.previous, range.previousBucketing)]);
}

/** A report the admin area reads over the asked range. */
const adminReport =
  <T>(build: (db: CoreServices["db"], range: ResolvedRange) => Promise<T>) =>
  async (services: CoreServices, viewer: Viewer, input: ParsedReportRangeInput): Promise<T> => {
    assertAdminPermission(viewer, "admin.access");
    return build(services.db, resolveRange(input));
  };

export interface OverviewReport {
  range: RangeSummary;
  kpis: { plays: Kpi; newUsers: Kpi; uploads: Kpi; activeListeners: Kpi };
  series: { plays: SeriesPoint[]; activeListeners: SeriesPoint[]; newUsers: SeriesPoint[]; uploads: SeriesPoint[] };
}

/** The admin home: plays, new users, uploaded tracks and active (signed-in) listeners. */
export const overviewReport = adminReport<OverviewReport>(async (db, range) => {
  const all: reportsRepo.PlayScope = { kind: "all" };
  const [playTotals, playSeries, users, userSeries, uploads, uploadSeries] = await Promise.all([
    both(range, (s) => reportsRepo.playsTotals(db, all, s)),
    both(range, (s, b) => reportsRepo.playsSeries(db, all, s, b)),
    both(range, (s) => reportsRepo.createdCount(db, "users", s)),
    both(range, (s, b) => reportsRepo.createdSeries(db, "users", s, b)),
    both(range, (s) => reportsRepo.createdCount(db, "tracks", s)),
    both(range, (s, b) => reportsRepo.createdSeries(db, "tracks", s, b)),
  ]);
  return {
    range: summarize(range),
    kpis: {
      plays: { value: playTotals[0].plays, previous: playTotals[1].plays },
      newUsers: { value: users[0], previous: users[1] },
      uploads: { value: uploads[0], previous: uploads[1] },
      activeListeners: { value: playTotals[0].listeners, previous: playTotals[1].listeners },
    },
    series: {
      plays: seriesOf(range, ...playSeries),
      activeListeners: seriesOf(range, ...playSeries, (b) => b.distinct),
      newUsers: seriesOf(range, ...userSeries),
      uploads: seriesOf(range, ...uploadSeries),
    },
  };
});

export interface PlaysReport {
  range: RangeSummary;
  kpis: { plays: Kpi; listeners: Kpi; listenedHours: Kpi };
  series: { plays: SeriesPoint[] };
  topTracks: RankedRow[];
  topArtists: RankedRow[];
  topAlbums: RankedRow[];
  countries: RankedRow[];
  devices: RankedRow[];
}

const hours = (ms: number) => Math.round((ms / 3_600_000) * 10) / 10;

/** The insights report over every play: top tracks, artists, albums, countries and devices. */
export const playsReport = adminReport<PlaysReport>(async (db, range) => {
  const all: reportsRepo.PlayScope = { kind: "all" };
  const [totals, series, topTracks, topArtists, topAlbums, countries, devices] = await Promise.all([
    both(range, (s) => reportsRepo.playsTotals(db, all, s)),
    both(range, (s, b) => reportsRepo.playsSeries(db, all, s, b)),
    reportsRepo.topTracks(db, all, range.current, TOP_LIMIT),
    reportsRepo.topArtists(db, range.current, TOP_LIMIT),
    reportsRepo.topAlbums(db, range.current, TOP_LIMIT),
    reportsRepo.playsBy(db, all, range.current, "country", TOP_LIMIT),
    reportsRepo.playsBy(db, all, range.current, "device", TOP_LIMIT),
  ]);
  return {
    range: summarize(range),
    kpis: {
      plays: { value: totals[0].plays, previous: totals[1].plays },
      listeners: { value: totals[0].listeners, previous: totals[1].listeners },
      listenedHours: { value: hours(totals[0].listenedMs), previous: hours(totals[1].listenedMs) },
    },
    series: { plays: seriesOf(range, ...series) },
    topTracks: items(topTracks),
    topArtists: items(topArtists),
    topAlbums: items(topAlbums),
    countries: ranked(countries),
    devices: ranked(devices),
  };
});

export interface VisitorsReport {
  range: RangeSummary;
  kpis: { views: Kpi; visitors: Kpi };
  series: { views: SeriesPoint[]; visitors: SeriesPoint[] };
  topPages: RankedRow[];
  referrers: RankedRow[];
  browsers: RankedRow[];
  countries: RankedRow[];
  devices: RankedRow[];
}

/**
 * Page views and visitors from the site's own beacon. A visitor is a hash salted per day, so
 * "visitors" over several days adds up each day's distinct visitors (the price of not being
 * able to follow anyone from one day to the next).
 */
export const visitorsReport = adminReport<VisitorsReport>(async (db, range) => {
  const by = (column: reportsRepo.PageViewDimension) =>
    reportsRepo.pageViewsBy(db, range.current, column, TOP_LIMIT).then(ranked);
  const [totals, series, topPages, referrers, browsers, countries, devices] = await Promise.all([
    both(range, (s) => reportsRepo.pageViewTotals(db, s)),
    both(range, (s, b) => reportsRepo.pageViewSeries(db, s, b)),
    by("path"),
    by("referrer_host"),
    by("browser"),
    by("country"),
    by("device"),
  ]);
  return {
    range: summarize(range),
    kpis: {
      views: { value: totals[0].views, previous: totals[1].views },
      visitors: { value: totals[0].visitors, previous: totals[1].visitors },
    },
    series: {
      views: seriesOf(range, ...series),
      visitors: seriesOf(range, ...series, (b) => b.distinct),
    },
    topPages,
    referrers,
    browsers,
    countries,
    devices,
  };
});

export interface ItemInsights {
  item: { kind: InsightItemKind; id: number; name: string; image: string | null };
  range: RangeSummary;
  kpis: {
    plays: Kpi;
    /** Distinct signed-in listeners, estimated (HyperLogLog, about 2 % off past a few hundred). */
    listeners: Kpi;
    listenedHours: Kpi;
    likes: Kpi;
    reposts: Kpi;
    playlistAdds: Kpi;
    /** New followers; null for tracks and albums. */
    followers: Kpi | null;
  };
  series: { plays: SeriesPoint[]; listeners: SeriesPoint[] };
  countries: RankedRow[];
  /** Cities as `CC:City` keys, labelled with the city and the country as subtitle. */
  cities: RankedRow[];
  devices: RankedRow[];
  platforms: RankedRow[];
  browsers: RankedRow[];
  /** Where plays started: search, playlist, album, radio, embed… (null: before sources were kept). */
  sources: RankedRow[];
  /** The album's or artist's most played tracks; empty for a track. */
  topTracks: RankedRow[];
  /** The artist's most played albums; empty otherwise. */
  topAlbums: RankedRow[];
}

/** The bucket a day falls in: the last bucket starting on or before it. */
function bucketOfDay(starts: string[], day: string): number {
  let bucket = starts.length - 1;
  while (bucket > 0 && (starts[bucket] as string) > day) bucket--;
  return bucket;
}

/** Rows of one span (days, or whole months for month buckets) summed into its buckets, with totals. */
function playsOf(days: { day: string; plays: number; listenedMs: number }[], bucketing: reportsRepo.Bucketing) {
  const starts = bucketing.starts.map(isoDay);
  const buckets = new Map<number, number>();
  let plays = 0;
  let listenedMs = 0;
  for (const d of days) {
    const bucket = bucketOfDay(starts, d.day);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + d.plays);
    plays += d.plays;
    listenedMs += d.listenedMs;
  }
  const series = [...buckets].map(([bucket, count]) => ({ bucket, count, distinct: 0 }));
  return { plays, listenedMs, series };
}

/** Unique listeners of the whole span, and of each bucket, from the daily sketches. */
function listenersOf(sketches: { day: string; sketch: Uint8Array }[], bucketing: reportsRepo.Bucketing) {
  const starts = bucketing.starts.map(isoDay);
  const all = new Uint8Array(insightsRepo.SKETCH_REGISTERS);
  const byBucket = new Map<number, Uint8Array>();
  for (const { day, sketch } of sketches) {
    insightsRepo.mergeInto(all, sketch);
    const bucket = bucketOfDay(starts, day);
    let into = byBucket.get(bucket);
    if (!into) byBucket.set(bucket, (into = new Uint8Array(insightsRepo.SKETCH_REGISTERS)));
    insightsRepo.mergeInto(into, sketch);
  }
  return {
    total: insightsRepo.estimate(all),
    series: [...byBucket].map(([bucket, sketch]) => ({ bucket, count: insightsRepo.estimate(sketch), distinct: 0 })),
  };
}

const cityRows = (rows: { key: string | null; count: number }[]): RankedRow[] =>
  rows.map((r) => {
    const [country, ...name] = (r.key ?? "").split(":");
    return { key: r.key, label: name.join(":") || null, subtitle: country || null, count: r.count };
  });

/**
 * One track's, album's or artist's insights, read from the daily rollups (never a scan of
 * plays). `authorize` decides who may see the item once it is found: the admin screens require
 * admin.access; backstage passes an ownership check.
 */
export async function itemInsights(
  services: CoreServices,
  viewer: Viewer,
  { kind, id, ...rangeInput }: ParsedItemInsightsInput,
  authorize: (item: { kind: InsightItemKind; id: number; ownerId: number | null }) => void | Promise<void> = () =>
    assertAdminPermission(viewer, "admin.access"),
): Promise<ItemInsights> {
  const found = await reportsRepo.findItem(services.db, kind, id);
  if (!found) {
    // An unknown id tells a stranger nothing: the permission answer comes first.
    await authorize({ kind, id, ownerId: null });
    throw notFound(`This ${kind} does not exist.`);
  }
  await authorize({ kind, id, ownerId: found.ownerId });
  const range = resolveRange(rangeInput);
  const db = services.db;
  const item: insightsRepo.InsightItem = { kind, id };
  // Month buckets read whole months from the monthly rollups; day and week buckets read days.
  const months = range.bucket === "month";
  const [days, sketches, engagement, breakdown, tracks, albums] = await Promise.all([
    both(range, (s) => insightsRepo.playsOverTime(db, item, s, months)),
    both(range, (s) => insightsRepo.listenerSketches(db, item, s, months)),
    both(range, (s) => insightsRepo.engagement(db, item, s)),
    insightsRepo.playsBy(
      db,
      item,
      range.current,
      ["country", "city", "device", "platform", "browser", "source"],
      TOP_LIMIT,
    ),
    kind === "track" ? Promise.resolve([]) : insightsRepo.topTracks(db, item, range.current, TOP_LIMIT),
    kind === "artist" ? insightsRepo.topAlbums(db, item, range.current, TOP_LIMIT) : Promise.resolve([]),
  ]);
  const now = playsOf(days[0], range.bucketing);
  const before = playsOf(days[1], range.previousBucketing);
  const listeners = listenersOf(sketches[0], range.bucketing);
  const listenersBefore = listenersOf(sketches[1], range.previousBucketing);
  const [social, socialBefore] = engagement;
  const dimension = (name: string) => breakdown[name] ?? [];
  return {
    item: { kind, id: found.id, name: found.name, image: found.image },
    range: summarize(range),
    kpis: {
      plays: { value: now.plays, previous: before.plays },
      listeners: { value: listeners.total, previous: listenersBefore.total },
      listenedHours: { value: hours(now.listenedMs), previous: hours(before.listenedMs) },
      likes: { value: social.likes, previous: socialBefore.likes },
      reposts: { value: social.reposts, previous: socialBefore.reposts },
      playlistAdds: { value: social.playlistAdds, previous: socialBefore.playlistAdds },
      followers: social.followers === null ? null : { value: social.followers, previous: socialBefore.followers ?? 0 },
    },
    series: {
      plays: seriesOf(range, now.series, before.series),
      listeners: seriesOf(range, listeners.series, listenersBefore.series),
    },
    countries: ranked(dimension("country")),
    cities: cityRows(dimension("city")),
    devices: ranked(dimension("device")),
    platforms: ranked(dimension("platform")),
    browsers: ranked(dimension("browser")),
    sources: ranked(dimension("source")),
    topTracks: items(tracks),
    topAlbums: items(albums),
  };
}
