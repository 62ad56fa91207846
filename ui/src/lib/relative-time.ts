/**
 * Relative time (docs/spec/1-platform-foundation.md §8, §9): 'a few seconds ago' under a minute, then minutes (60), hours
 * (24), days (7), weeks (about 4.35), months (12), then years.
 */
export type RelativeUnit = "seconds" | "minutes" | "hours" | "days" | "weeks" | "months" | "years";

export interface RelativeTimeParts {
  unit: RelativeUnit;
  /** Whole units, at least 1 (0 for seconds). */
  count: number;
  future: boolean;
}

const WEEKS_PER_MONTH = 4.35;

export function relativeTimeParts(date: Date | string | number, now: Date | number = Date.now()): RelativeTimeParts {
  const then = new Date(date).getTime();
  const diff = (typeof now === "number" ? now : now.getTime()) - then;
  const future = diff < 0;
  const seconds = Math.abs(diff) / 1000;
  if (!Number.isFinite(seconds) || seconds < 60) return { unit: "seconds", count: 0, future };
  const minutes = seconds / 60;
  if (minutes < 60) return { unit: "minutes", count: Math.floor(minutes), future };
  const hours = minutes / 60;
  if (hours < 24) return { unit: "hours", count: Math.floor(hours), future };
  const days = hours / 24;
  if (days < 7) return { unit: "days", count: Math.floor(days), future };
  const weeks = days / 7;
  if (weeks < WEEKS_PER_MONTH) return { unit: "weeks", count: Math.floor(weeks), future };
  const months = weeks / WEEKS_PER_MONTH;
  if (months < 12) return { unit: "months", count: Math.max(1, Math.floor(months)), future };
  return { unit: "years", count: Math.max(1, Math.floor(months / 12)), future };
}

const singular: Record<Exclude<RelativeUnit, "seconds">, string> = {
  minutes: "a minute",
  hours: "an hour",
  days: "a day",
  weeks: "a week",
  months: "a month",
  years: "a year",
};

export type Translate = (text: string, values?: Record<string, string | number>) => string;

const plain: Translate = (text, values) =>
  text.replace(/:([a-zA-Z_]+)/g, (m, name: string) => (values && name in values ? String(values[name]) : m));

/** English phrase through the translator: 'a few seconds ago', 'an hour ago', 'in 3 days' ... */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  t: Translate = plain,
): string {
  const { unit, count, future } = relativeTimeParts(date, now);
  if (unit === "seconds") return future ? t("in a few seconds") : t("a few seconds ago");
  if (count === 1) return future ? t(`in ${singular[unit]}`) : t(`${singular[unit]} ago`);
  return future ? t(`in :count ${unit}`, { count }) : t(`:count ${unit} ago`, { count });
}
