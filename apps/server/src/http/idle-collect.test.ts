import { expect, test } from "bun:test";
import { createIdleCollector } from "./idle-collect.ts";

test("collects once after a burst goes quiet, not while traffic goes on, not for a trickle", async () => {
  let collections = 0;
  const idle = createIdleCollector({ collect: () => collections++, afterRequests: 100, quietMs: 100 });
  try {
    for (let i = 0; i < 10; i++) idle.served();
    await Bun.sleep(350);
    // A trickle of requests is not worth a collection.
    expect(collections).toBe(0);
    for (let i = 0; i < 100; i++) idle.served();
    await Bun.sleep(1500);
    expect(collections).toBe(1);
    await Bun.sleep(400);
    // Nothing served since: no second one.
    expect(collections).toBe(1);
  } finally {
    idle.stop();
  }
});
