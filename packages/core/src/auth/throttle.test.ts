import { expect, test } from "bun:test";
import { FailureThrottle } from "./throttle.ts";

test("take counts the attempt in the same step as the check, so a burst gets only the limit", () => {
  const throttle = new FailureThrottle(5, 60_000);
  const now = 1_000_000;
  const answers = Array.from({ length: 200 }, () => throttle.take("a|1.2.3.4", now));
  expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  expect(answers.slice(5).every((wait) => wait === 60)).toBe(true);
  // Another key is untouched.
  expect(throttle.take("b|1.2.3.4", now)).toBe(0);
});

test("a released attempt gives its slot back; failures stay until the window passes", () => {
  const throttle = new FailureThrottle(2, 60_000);
  expect(throttle.take("k", 0)).toBe(0);
  expect(throttle.take("k", 10)).toBe(0);
  expect(throttle.take("k", 20)).toBeGreaterThan(0);
  throttle.release("k", 10);
  expect(throttle.take("k", 30)).toBe(0);
  expect(throttle.take("k", 40)).toBeGreaterThan(0);
  expect(throttle.take("k", 60_001)).toBe(0);
});

test("a flood of distinct keys keeps the throttle bounded, evicting the stalest first", () => {
  const throttle = new FailureThrottle(5, 60_000, 1_000);
  for (let i = 0; i < 20_000; i++) throttle.fail(`flood-${i}`, 1_000 + i);
  expect(throttle.size).toBe(1_000);
  // The freshest keys are the ones kept.
  for (let i = 0; i < 5; i++) throttle.fail("flood-19999", 30_000);
  expect(throttle.retryAfter("flood-19999", 30_000)).toBeGreaterThan(0);
  expect(throttle.retryAfter("flood-0", 30_000)).toBe(0);
});

test("expired keys leave as new failures arrive, without waiting for the cap", () => {
  const throttle = new FailureThrottle(5, 60_000);
  for (let i = 0; i < 100; i++) throttle.fail(`old-${i}`, 0);
  throttle.fail("new", 120_000);
  expect(throttle.size).toBe(1);
});
