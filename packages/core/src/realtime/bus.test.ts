import { afterAll, expect, test } from "bun:test";
import { InProcessBus, type RealtimeEvent, RedisBus } from "./bus.ts";

const REDIS_URL = "redis://127.0.0.1:6379";
const channel = `backbeat:test:${crypto.randomUUID()}`;
const a = new RedisBus(REDIS_URL, channel);
const b = new RedisBus(REDIS_URL, channel);
afterAll(async () => {
  await a.close();
  await b.close();
});

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until && !check()) await Bun.sleep(5);
  return check();
}

test("the Redis bus carries an event from one instance to another, and to itself", async () => {
  await Promise.all([a.whenReady(), b.whenReady()]);
  const onA: RealtimeEvent[] = [];
  const onB: RealtimeEvent[] = [];
  a.subscribe((e) => onA.push(e));
  b.subscribe((e) => onB.push(e));
  await a.publish({ userId: 7, event: "notification", payload: { unreadCount: 3 } });
  expect(await waitFor(() => onB.length === 1 && onA.length === 1, 2000)).toBe(true);
  expect(onB[0]).toEqual({ userId: 7, event: "notification", payload: { unreadCount: 3 } });
});

test("another channel does not hear it", async () => {
  const other = new RedisBus(REDIS_URL, `${channel}:other`);
  await other.whenReady();
  const heard: RealtimeEvent[] = [];
  other.subscribe((e) => heard.push(e));
  const onB: RealtimeEvent[] = [];
  b.subscribe((e) => onB.push(e));
  await a.publish({ userId: 1, event: "x", payload: null });
  await waitFor(() => onB.length === 1, 2000);
  expect(heard).toHaveLength(0);
  await other.close();
});

test("the in-process bus: a failing listener does not stop the others; unsubscribe stops delivery", async () => {
  const bus = new InProcessBus();
  const heard: number[] = [];
  bus.subscribe(() => {
    throw new Error("boom");
  });
  const off = bus.subscribe((e) => heard.push(e.userId));
  await bus.publish({ userId: 1, event: "x", payload: null });
  off();
  await bus.publish({ userId: 2, event: "x", payload: null });
  expect(heard).toEqual([1]);
});
