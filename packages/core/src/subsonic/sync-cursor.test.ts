import { expect, setSystemTime, test } from "bun:test";
import { pageStart, rememberPage } from "./sync-cursor.ts";

test("a full page leaves its last id under the next offset; other offsets and short pages fall back to OFFSET", () => {
  const db = {};
  expect(pageStart(db, "song", "1:false", 500)).toEqual({ offset: 500 });
  rememberPage(
    db,
    "song",
    "1:false",
    0,
    500,
    Array.from({ length: 500 }, (_, i) => i * 2 + 1),
  );
  expect(pageStart(db, "song", "1:false", 500)).toEqual({ offset: 500, afterId: 999 });
  // Another viewer, kind, offset or database never sees it.
  expect(pageStart(db, "song", "2:false", 500)).toEqual({ offset: 500 });
  expect(pageStart(db, "album", "1:false", 500)).toEqual({ offset: 500 });
  expect(pageStart(db, "song", "1:false", 1000)).toEqual({ offset: 1000 });
  expect(pageStart({}, "song", "1:false", 500)).toEqual({ offset: 500 });
  // The last page (short) leaves nothing behind it.
  rememberPage(db, "song", "1:false", 500, 500, [1001, 1002]);
  expect(pageStart(db, "song", "1:false", 502)).toEqual({ offset: 502 });
});

test("cursors expire after a quarter of an hour and the oldest go past 10,000", () => {
  const db = {};
  const start = new Date("2026-11-28T10:00:00Z");
  setSystemTime(start);
  try {
    rememberPage(db, "artist", "v", 0, 1, [7]);
    setSystemTime(new Date(start.getTime() + 16 * 60_000));
    expect(pageStart(db, "artist", "v", 1)).toEqual({ offset: 1 });
    for (let i = 0; i <= 10_000; i++) rememberPage(db, "song", "v", i, 1, [i]);
    expect(pageStart(db, "song", "v", 1)).toEqual({ offset: 1 });
    expect(pageStart(db, "song", "v", 10_001)).toEqual({ offset: 10_001, afterId: 10_000 });
  } finally {
    setSystemTime();
  }
});
