import { afterAll } from "bun:test";
import { Redis } from "ioredis";
import { RedisAttemptStore } from "./redis-attempt-store.ts";

/** The machine's Redis unless a test run names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Attempt stores on the machine's Redis under a prefix of this run's own (`area` tells runs of
 * different files apart): after the file's last test their keys are deleted and the stores closed.
 */
export function redisTestStores(area: string): () => RedisAttemptStore {
  const prefix = `backbeat-test:${area}:${crypto.randomUUID()}:`;
  const stores: RedisAttemptStore[] = [];
  afterAll(async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    for (const s of stores) await s.close();
  });
  return () => {
    const store = new RedisAttemptStore(TEST_REDIS_URL, prefix);
    stores.push(store);
    return store;
  };
}
