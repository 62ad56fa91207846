import { expect, test } from "bun:test";
import { type AttemptRule, MemoryAttemptStore } from "./attempt-store.ts";

const budget: AttemptRule = { kind: "budget", max: 3, windowMs: 60_000 };
const backoff: AttemptRule = { kind: "backoff", free: 2, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 };

test("a budget takes its attempts, then answers the wait until the window from the first ends", async () => {
  const store = new MemoryAttemptStore();
  expect(await store.take("k", budget, 0)).toBe(0);
  expect(await store.take("k", budget, 10_000)).toBe(0);
  expect(await store.take("k", budget, 20_000)).toBe(0);
  expect(await store.take("k", budget, 30_000)).toBe(30_000);
  // A refused attempt counts nothing; one given back frees a slot.
  await store.giveBack("k");
  expect(await store.take("k", budget, 30_000)).toBe(0);
  expect(await store.take("k", budget, 60_000)).toBe(0);
});

test("a backoff lets the free attempts through, then doubles the wait after the last, up to its cap", async () => {
  const store = new MemoryAttemptStore();
  expect(await store.take("k", backoff, 0)).toBe(0);
  expect(await store.take("k", backoff, 0)).toBe(0);
  expect(await store.take("k", backoff, 0)).toBe(1000);
  expect(await store.take("k", backoff, 1000)).toBe(0);
  expect(await store.wait("k", backoff, 1000)).toBe(2000);
  expect(await store.take("k", backoff, 3000)).toBe(0);
  expect(await store.take("k", backoff, 7000)).toBe(0);
  // Capped: 2^3 s would be 8 s.
  expect(await store.wait("k", backoff, 7000)).toBe(4000);
  // Forgotten a while after the last attempt.
  expect(await store.take("k", backoff, 7000 + 60_000)).toBe(0);
  expect(await store.take("k", backoff, 7000 + 60_000)).toBe(0);
  await store.clear("k");
  expect(await store.wait("k", backoff, 67_000)).toBe(0);
});

test("parallel takes cannot all pass one check, and a flood of keys stays bounded", async () => {
  const store = new MemoryAttemptStore(100);
  const answers = await Promise.all(Array.from({ length: 50 }, () => store.take("same", budget, 0)));
  expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
  for (let i = 0; i < 1000; i++) await store.take(`key-${i}`, budget, 0);
  expect(store.size).toBeLessThanOrEqual(100);
});
