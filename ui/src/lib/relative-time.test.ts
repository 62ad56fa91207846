import { expect, test } from "bun:test";
import { formatRelativeTime, relativeTimeParts } from "./relative-time.ts";

const now = new Date("2026-03-10T12:00:00Z").getTime();
const ago = (seconds: number) => now - seconds * 1000;
const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

test("under a minute is 'a few seconds ago'", () => {
  expect(formatRelativeTime(ago(0), now)).toBe("a few seconds ago");
  expect(formatRelativeTime(ago(59), now)).toBe("a few seconds ago");
});

test("minutes from 60 seconds, hours from 60 minutes, days from 24 hours", () => {
  expect(formatRelativeTime(ago(60), now)).toBe("a minute ago");
  expect(formatRelativeTime(ago(5 * MIN + 30), now)).toBe("5 minutes ago");
  expect(formatRelativeTime(ago(59 * MIN + 59), now)).toBe("59 minutes ago");
  expect(formatRelativeTime(ago(HOUR), now)).toBe("an hour ago");
  expect(formatRelativeTime(ago(23 * HOUR), now)).toBe("23 hours ago");
  expect(formatRelativeTime(ago(DAY), now)).toBe("a day ago");
  expect(formatRelativeTime(ago(6 * DAY), now)).toBe("6 days ago");
});

test("weeks from 7 days, months after about 4.35 weeks, years after 12 months", () => {
  expect(formatRelativeTime(ago(7 * DAY), now)).toBe("a week ago");
  expect(formatRelativeTime(ago(30 * DAY), now)).toBe("4 weeks ago");
  expect(relativeTimeParts(ago(30.4 * DAY), now)).toEqual({ unit: "weeks", count: 4, future: false });
  expect(relativeTimeParts(ago(30.5 * DAY), now)).toEqual({ unit: "months", count: 1, future: false });
  expect(formatRelativeTime(ago(32 * DAY), now)).toBe("a month ago");
  expect(formatRelativeTime(ago(200 * DAY), now)).toBe("6 months ago");
  expect(formatRelativeTime(ago(364 * DAY), now)).toBe("11 months ago");
  expect(formatRelativeTime(ago(366 * DAY), now)).toBe("a year ago");
  expect(formatRelativeTime(ago(3 * 366 * DAY), now)).toBe("3 years ago");
});

test("future dates and translation", () => {
  expect(formatRelativeTime(now + 3 * HOUR * 1000, now)).toBe("in 3 hours");
  expect(formatRelativeTime(now + 10_000, now)).toBe("in a few seconds");
  const lines: Record<string, string> = { ":count minutes ago": "il y a :count minutes" };
  const t = (s: string, v?: Record<string, string | number>) => (lines[s] ?? s).replace(":count", String(v?.count));
  expect(formatRelativeTime(ago(3 * MIN), now, t)).toBe("il y a 3 minutes");
});

test("invalid dates fall back to seconds", () => {
  expect(formatRelativeTime("not a date", now)).toBe("a few seconds ago");
});
