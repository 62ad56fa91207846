import { expect, test } from "bun:test";
import { audienceKey, PageCache } from "./cache.ts";

test("read-through: shares in-flight loads, expires, evicts the oldest, invalidates by prefix", async () => {
  const cache = new PageCache(1000, 2);
  let loads = 0;
  const load = async () => ++loads;
  const [a, b] = await Promise.all([cache.get("album:1|g", load, 0), cache.get("album:1|g", load, 0)]);
  expect([a, b, loads]).toEqual([1, 1, 1]);
  expect(await cache.get("album:1|g", load, 999)).toBe(1);
  expect(await cache.get("album:1|g", load, 1000)).toBe(2);
  await cache.get("album:2|g", load, 1000);
  await cache.get("album:3|g", load, 1000);
  expect(cache.size).toBe(2);
  cache.invalidate("album:2");
  expect(cache.size).toBe(1);
  const failing = cache.get("bad|g", () => Promise.reject(new Error("no")), 1000);
  await expect(failing).rejects.toThrow("no");
  expect(await cache.get("bad|g", async () => "ok", 1001)).toBe("ok");
});

test("expired entries leave as new ones arrive and once reads stop", async () => {
  const cache = new PageCache(50, 100);
  const load = async () => "page";
  for (let i = 0; i < 10; i++) await cache.get(`album:${i}|g`, load, 1000);
  expect(cache.size).toBe(10);
  // One read past the time to live drops everything older than it.
  await cache.get("album:99|g", load, 1050);
  expect(cache.size).toBe(1);
  // With no reads at all, the timer empties the cache.
  await cache.get("album:100|g", load);
  await Bun.sleep(400);
  expect(cache.size).toBe(0);
});

test("audiences: guests share, users are separate, admins bypass", () => {
  const perms = [{ name: "music.view", restrictions: [] }];
  expect(audienceKey({ user: null, session: null, permissions: perms })).toBe("g");
  expect(audienceKey({ user: { id: 7 } as never, session: null, permissions: perms })).toBe("u7");
  expect(
    audienceKey({ user: { id: 1 } as never, session: null, permissions: [{ name: "admin", restrictions: [] }] }),
  ).toBeNull();
});
