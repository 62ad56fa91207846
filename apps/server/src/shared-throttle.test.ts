import { afterAll, describe, expect, test } from "bun:test";
import { spawnServer, startTestServer, TestClient } from "./testing/harness.ts";

const SECRET = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");

/** Two instances on one PostgreSQL database and the machine's Redis, as behind a load balancer. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("sign-in limits across instances", () => {
  const servers: { stop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers.reverse()) await s.stop();
  });

  test("failures alternating between two instances reach 429 on the 6th", async () => {
    // Own channel, so the Redis keys of this run are its own.
    const shared = {
      APP_SECRET: SECRET,
      REDIS_URL: "redis://127.0.0.1:6379",
      REALTIME_CHANNEL: `test:${crypto.randomUUID()}`,
    };
    const a = await startTestServer("postgres", shared);
    servers.push(a);
    // The second in a process of its own: nothing in memory is shared.
    const b = await spawnServer({ ...shared, DATABASE_URL: a.databaseUrl as string });
    servers.push(b);

    const clients = [new TestClient(a.url), new TestClient(b.url)];
    await clients[0]?.fetch("/");
    for (const c of clients) c.cookies = clients[0]?.cookies ?? new Map();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (clients[i % 2] as TestClient).json("/auth/login", "POST", {
        email: "admin@backbeat.local",
        password: `wrong-password-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  }, 240_000);
});
