import { describe, expect, test } from "bun:test";
import type { Database } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { clearRateLimit, giveBackRateLimit, rateLimit, takeRateLimit } from "./rate-limits.ts";
import { redisTestStores } from "./redis-test-stores.ts";

const redisStore = redisTestStores("limits");

const limit = rateLimit("test", 5, 60_000);

type Instance = Pick<CoreServices, "db" | "loginAttempts">;
const database = () => ({}) as Database;

/** Two instances: one process's memory each, or one Redis between them. */
function instances(kind: "memory" | "redis"): [Instance, Instance] {
  if (kind === "memory") return [{ db: database() }, { db: database() }];
  return [
    { db: database(), loginAttempts: redisStore() },
    { db: database(), loginAttempts: redisStore() },
  ];
}

describe.each(["memory", "redis"] as const)("rate limits in %s", (kind) => {
  test("a burst of parallel takes gets exactly the limit; the rest learn how long to wait", async () => {
    const [a] = instances(kind);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 40 }, () => takeRateLimit(a, limit, key, 1_000)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    expect(answers.filter((wait) => wait === 60)).toHaveLength(35);
    // Another key is untouched; a given-back take is free again; a cleared key starts over.
    expect(await takeRateLimit(a, limit, `${key}-other`, 1_000)).toBe(0);
    await giveBackRateLimit(a, limit, key);
    expect(await takeRateLimit(a, limit, key, 2_000)).toBe(0);
    expect(await takeRateLimit(a, limit, key, 2_000)).toBe(59);
    await clearRateLimit(a, limit, key);
    expect(await takeRateLimit(a, limit, key, 2_000)).toBe(0);
    // The window passes.
    expect(await takeRateLimit(a, limit, `${key}-other`, 61_001)).toBe(0);
  });

  test(kind === "redis" ? "two instances count together" : "two processes count apart", async () => {
    const [a, b] = instances(kind);
    const key = crypto.randomUUID();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push(await takeRateLimit(i % 2 ? b : a, limit, key, 1_000));
    expect(answers).toEqual(kind === "redis" ? [0, 0, 0, 0, 0, 60] : [0, 0, 0, 0, 0, 0]);
  });
});
