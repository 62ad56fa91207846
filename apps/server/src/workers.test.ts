import { afterAll, describe, expect, test } from "bun:test";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { spawnServer } from "./testing/harness.ts";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function childrenOf(pid: number): number[] {
  const out = Bun.spawnSync(["pgrep", "-P", String(pid)])
    .stdout.toString()
    .trim();
  return out ? out.split("\n").map(Number) : [];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("WORKERS", () => {
  test("two server processes share one port; SIGTERM stops both and exits 0", async () => {
    const pg = await createEmptyPostgresDatabase();
    cleanup.push(() => pg.drop());
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const server = await spawnServer({
      PORT: String(port),
      WORKERS: "2",
      DATABASE_URL: pg.url,
      REDIS_URL: "redis://127.0.0.1:6379",
      REALTIME_CHANNEL: `test:${crypto.randomUUID()}`,
      APP_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64"),
    });
    cleanup.push(() => server.stop());
    // Both workers bound the one port (without reusePort the second would fail and be restarted).
    const listening = () =>
      server.output().match(new RegExp(`listening on http://127.0.0.1:${port} `, "g"))?.length ?? 0;
    for (let i = 0; i < 300 && listening() < 2; i++) await Bun.sleep(100);
    expect(listening()).toBe(2);
    const workers = childrenOf(server.child.pid);
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.url}/api/v1/health/ready`).then((r) => r.status)),
    );
    expect(new Set(answers)).toEqual(new Set([200]));

    server.child.kill("SIGTERM");
    expect(await server.child.exited).toBe(0);
    expect(workers.filter((pid) => Bun.spawnSync(["kill", "-0", String(pid)]).exitCode === 0)).toEqual([]);
  }, 120_000);
});
