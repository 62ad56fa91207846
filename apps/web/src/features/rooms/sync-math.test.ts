import { expect, test } from "bun:test";
import { bestOffset, clockSample, driftCorrection, livePosition } from "./sync-math.ts";

test("the playhead moves on from its anchor while playing and stops at the track's end", () => {
  const anchor = { position: 10, playing: true, at: 1_000_000 };
  expect(livePosition(anchor, 1_002_500)).toBeCloseTo(12.5);
  expect(livePosition(anchor, 1_100_000, 30)).toBe(30);
  expect(livePosition({ ...anchor, playing: false }, 1_010_000)).toBe(10);
  // A server clock read just before the anchor never moves it backwards.
  expect(livePosition(anchor, 999_000)).toBe(10);
});

test("past 250 ms a member seeks; nearer, the playback rate closes the gap", () => {
  expect(driftCorrection(20, 19.6)).toEqual({ seekTo: 20 });
  expect(driftCorrection(20, 20.3)).toEqual({ seekTo: 20 });
  const behind = driftCorrection(20, 19.9) as { rate: number };
  expect(behind.rate).toBeGreaterThan(1);
  expect(behind.rate).toBeLessThanOrEqual(1.08);
  const ahead = driftCorrection(20, 20.2) as { rate: number };
  expect(ahead.rate).toBeLessThan(1);
  expect(ahead.rate).toBeGreaterThanOrEqual(0.92);
  expect(driftCorrection(20, 20.01)).toEqual({ rate: 1 });
});

test("the clock offset is read NTP-style from the quickest probes", () => {
  // Sent at 1000 by this clock, read at 6050 by the server, back at 1100: the server is 5 s ahead.
  const sample = clockSample(1000, 6050, 1100);
  expect(sample).toEqual({ rtt: 100, offset: 5000 });
  const slow = clockSample(2000, 7900, 2800);
  expect(bestOffset([slow, sample, clockSample(3000, 8010, 3020), clockSample(4000, 9005, 4010)])).toBeCloseTo(
    (5000 + 5000 + 5000) / 3,
  );
  expect(bestOffset([])).toBe(0);
});
