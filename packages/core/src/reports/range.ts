import type { reportsRepo } from "@backbeat/db";
import type { InsightRangeName, ReportRangeName } from "./schemas.ts";

const DAY = 86_400_000;

export type BucketSize = "day" | "week" | "month";

/** A resolved report range: the span shown, the span before it of the same length, and its buckets. */
export interface ResolvedRange {
  name: ReportRangeName | InsightRangeName;
  current: reportsRepo.Span;
  previous: reportsRepo.Span;
  days: number;
  bucket: BucketSize;
  bucketing: reportsRepo.Bucketing;
  previousBucketing: reportsRepo.Bucketing;
  /** First day of each bucket of the current span (UTC, `YYYY-MM-DD`). */
  buckets: string[];
  /** How many buckets the previous span has (month buckets can differ by one). */
  previousBuckets: number;
}

/** What a screen shows of the range: both spans as days, last day included. */
export interface RangeSummary {
  name: ReportRangeName | InsightRangeName;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  bucket: BucketSize;
}

const PRESET_DAYS: Record<Exclude<ReportRangeName | InsightRangeName, "custom">, number> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "365d": 365,
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
const monthStart = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));

/** Up to a month by day, up to four months by week, longer by calendar month: 7 to 31 points. */
export function bucketFor(days: number): BucketSize {
  if (days <= 31) return "day";
  if (days <= 120) return "week";
  return "month";
}

/**
 * Whole UTC days: a preset ends with today (included), a custom range with its `to` day. The
 * previous span is the same number of days right before.
 */
export function resolveRange(
  input: { range: ReportRangeName | InsightRangeName; from?: string | undefined; to?: string | undefined },
  now = new Date(),
): ResolvedRange {
  let from: number;
  let to: number;
  if (input.range === "custom" && input.from && input.to) {
    from = Date.parse(`${input.from}T00:00:00Z`);
    to = Date.parse(`${input.to}T00:00:00Z`) + DAY;
  } else {
    const days = PRESET_DAYS[input.range === "custom" ? "30d" : input.range];
    to = Math.floor(now.getTime() / DAY) * DAY + DAY;
    from = to - days * DAY;
  }
  const days = Math.round((to - from) / DAY);
  const current = { from: new Date(from), to: new Date(to) };
  const previous = { from: new Date(from - days * DAY), to: new Date(from) };
  const bucket = bucketFor(days);
  const bucketing = bucketStarts(current, bucket);
  const previousBucketing = bucketStarts(previous, bucket);
  return {
    name: input.range,
    current,
    previous,
    days,
    bucket,
    bucketing,
    previousBucketing,
    buckets: bucketing.starts.map(isoDay),
    previousBuckets: previousBucketing.starts.length,
  };
}

/**
 * Days and weeks count from the span's first day, so a range and its previous range line up
 * bucket for bucket; months follow the calendar (UTC), the first one starting with the span.
 */
function bucketStarts(span: reportsRepo.Span, bucket: BucketSize): reportsRepo.Bucketing {
  const from = span.from.getTime();
  const to = span.to.getTime();
  if (bucket !== "month") {
    const step = (bucket === "day" ? 1 : 7) * DAY;
    return { starts: Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => new Date(from + i * step)) };
  }
  const first = monthIndex(span.from);
  const count = monthIndex(new Date(to - 1)) - first + 1;
  return { starts: Array.from({ length: count }, (_, i) => (i === 0 ? span.from : monthStart(first + i))) };
}

export function summarize(range: ResolvedRange): RangeSummary {
  return {
    name: range.name,
    from: isoDay(range.current.from),
    to: isoDay(new Date(range.current.to.getTime() - DAY)),
    previousFrom: isoDay(range.previous.from),
    previousTo: isoDay(new Date(range.previous.to.getTime() - DAY)),
    bucket: range.bucket,
  };
}
