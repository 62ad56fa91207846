import { afterAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readServerConfig } from "./env.ts";
import { sharedSecretWarning } from "./secret.ts";
import { startTestServer, TestClient } from "./testing/harness.ts";

// Two embedded databases take long to start on a busy machine; PostgreSQL when the tests have one.
const kind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const SECRET = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");

describe("APP_SECRET", () => {
  test("is decoded from base64; anything shorter than 32 bytes refuses to start, naming it", () => {
    expect(readServerConfig({ APP_SECRET: SECRET }).appSecret).toEqual(new Uint8Array(Buffer.from(SECRET, "base64")));
    expect(readServerConfig({}).appSecret).toBeUndefined();
    const short = Buffer.from(new Uint8Array(31)).toString("base64");
    expect(() => readServerConfig({ APP_SECRET: short })).toThrow(/APP_SECRET: must be base64 of at least 32 bytes/);
    expect(() =>
      readServerConfig({ APP_SECRET: "not base64 at all, but long enough to pass a length check!!" }),
    ).toThrow(/APP_SECRET/);
  });

  const servers: { stop(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  test("two instances with their own data folders accept each other's cookies when they share it", async () => {
    const a = await startTestServer(kind, { APP_SECRET: SECRET });
    servers.push(a);
    const b = await startTestServer(kind, { APP_SECRET: SECRET });
    servers.push(b);
    // The shared secret replaces the generated one: nothing is written to the data folder.
    expect(existsSync(join(a.dataDir, "app-secret"))).toBe(false);

    const client = new TestClient(a.url);
    await client.fetch("/");
    const token = client.cookies.get("XSRF-TOKEN");
    expect(token).toBeString();
    // The token minted by one instance signs a write on the other (a wrong password: 422, not 419).
    const other = new TestClient(b.url);
    other.cookies = new Map(client.cookies);
    const res = await other.json("/auth/login", "POST", { email: "nobody@example.com", password: "wrong-password" });
    expect(res.status).toBe(422);
    expect(other.cookies.get("XSRF-TOKEN")).toBe(token as string);
  }, 240_000);

  test("on PostgreSQL without it, start warns that a second instance will refuse this one's cookies", () => {
    const pgConfig = readServerConfig({ DATABASE_URL: "postgres://x@127.0.0.1/db" });
    expect(sharedSecretWarning(pgConfig)).toMatch(/APP_SECRET is not set.*second instance.*will not accept/);
    expect(sharedSecretWarning({ ...pgConfig, appSecret: new Uint8Array(32) })).toBeNull();
    expect(sharedSecretWarning(readServerConfig({}))).toBeNull();
  });
});
