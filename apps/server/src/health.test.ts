import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer } from "./testing/harness.ts";

// PostgreSQL when the tests have one: two embedded databases start slowly on a busy machine.
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

describe("probes", () => {
  let plain: Awaited<ReturnType<typeof startTestServer>>;
  let broken: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    plain = await startTestServer(kind);
    // Redis is the machine's; the bucket's endpoint answers nothing.
    broken = await startTestServer(kind, {
      REDIS_URL: "redis://127.0.0.1:6379",
      REALTIME_CHANNEL: `backbeat:probe-test:${crypto.randomUUID()}`,
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "nowhere",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "x",
      S3_SECRET_ACCESS_KEY: "y",
      S3_FORCE_PATH_STYLE: "true",
    });
  }, 240_000);
  afterAll(async () => {
    await plain?.stop();
    await broken?.stop();
  });

  test("liveness answers without minting an XSRF cookie or looking up a session", async () => {
    const res = await fetch(`${plain.url}/api/v1/health`, { headers: { cookie: "backbeat_session=not-a-session" } });
    expect(res.status).toBe(200);
    // Nothing left to prepare: this server seeds no demo catalogue.
    expect(await res.json()).toEqual({ status: "ok", preparing: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Other methods still get the API's answer.
    expect((await fetch(`${plain.url}/api/v1/health`, { method: "DELETE" })).status).toBe(405);
  });

  test("readiness names each dependency checked and its latency", async () => {
    const res = await fetch(`${plain.url}/api/v1/health/ready`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as { status: string; checks: { name: string; ok: boolean; latencyMs: number }[] };
    expect(body.status).toBe("ready");
    expect(body.checks.map((c) => c.name)).toEqual(["database", "storage"]);
    for (const check of body.checks) {
      expect(check.ok).toBe(true);
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  test("readiness is 503 naming the dependency that failed, with Redis checked when configured", async () => {
    const res = await fetch(`${broken.url}/api/v1/health/ready`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as {
      status: string;
      failed: string;
      checks: { name: string; ok: boolean; error?: string }[];
    };
    expect(body.status).toBe("unavailable");
    expect(body.failed).toBe("storage");
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
      ["database", true],
      ["redis", true],
      ["storage", false],
    ]);
    expect(body.checks[2]?.error).toBeString();
  }, 30_000);
});
