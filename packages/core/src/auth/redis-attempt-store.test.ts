import { expect, test } from "bun:test";
import type { CoreServices } from "../context.ts";
import { isDomainError } from "../errors.ts";
import type { AttemptRule } from "./attempt-store.ts";
import { admitLogin, PAIR_RULE } from "./login-throttle.ts";
import { redisTestStores } from "./redis-test-stores.ts";

const store = redisTestStores("attempts");

const budget: AttemptRule = { kind: "budget", max: 3, windowMs: 60_000 };
const backoff: AttemptRule = { kind: "backoff", free: 2, baseMs: 1000, maxMs: 4000, forgetMs: 60_000 };

test("the rules hold as in memory: a budget, a capped backoff, give-back and clear", async () => {
  const s = store();
  expect(await s.take("b", budget, 0)).toBe(0);
  expect(await s.take("b", budget, 10_000)).toBe(0);
  expect(await s.take("b", budget, 20_000)).toBe(0);
  expect(await s.take("b", budget, 30_000)).toBe(30_000);
  await s.giveBack("b");
  expect(await s.take("b", budget, 30_000)).toBe(0);
  expect(await s.take("b", budget, 60_000)).toBe(0);

  expect(await s.take("k", backoff, 0)).toBe(0);
  expect(await s.take("k", backoff, 0)).toBe(0);
  expect(await s.take("k", backoff, 0)).toBe(1000);
  expect(await s.take("k", backoff, 1000)).toBe(0);
  expect(await s.wait("k", backoff, 1000)).toBe(2000);
  expect(await s.take("k", backoff, 3000)).toBe(0);
  expect(await s.take("k", backoff, 7000)).toBe(0);
  expect(await s.wait("k", backoff, 7000)).toBe(4000);
  expect(await s.take("k", backoff, 67_000)).toBe(0);
  await s.clear("k");
  expect(await s.wait("k", backoff, 67_000)).toBe(0);
});

test("parallel takes from two connections cannot all pass one check", async () => {
  const [a, b] = [store(), store()];
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take("same", budget, 0)));
  expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
});

test("failures counted by two services objects sharing Redis reach the limit together", async () => {
  // Two instances: each its own services and connection, one Redis.
  const instances = [{ loginAttempts: store() }, { loginAttempts: store() }] as unknown as CoreServices[];
  const attempt = { email: "Someone@Example.com", ip: "203.0.113.7", user: undefined };
  const outcomes: string[] = [];
  const now = Date.now();
  for (let i = 0; i < 8; i++) {
    const services = instances[i % 2] as CoreServices;
    try {
      await admitLogin(services, attempt, now);
      outcomes.push("checked");
    } catch (error) {
      if (!isDomainError(error)) throw error;
      outcomes.push(String(error.code));
    }
  }
  const free = PAIR_RULE.kind === "backoff" ? PAIR_RULE.free : 0;
  expect(outcomes.slice(0, free)).toEqual(Array(free).fill("checked"));
  expect(outcomes[free]).not.toBe("checked");
});
