import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CoreServices, storageFor } from "@backbeat/core";
import { startTestS3 } from "@backbeat/core/testing/s3";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { spawnServer, TEST_ADMIN, TestClient } from "./testing/harness.ts";

/** An MPEG-looking file: an ID3 header and a pattern that differs per seed. */
function mp3(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7 + (i >> 9)) % 256;
  bytes.set([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0], 0);
  return bytes;
}
const sha = (b: Uint8Array | ArrayBuffer) => createHash("sha256").update(new Uint8Array(b)).digest("hex");
const TUS = { "tus-resumable": "1.0.0" };

type Spawned = Awaited<ReturnType<typeof spawnServer>>;
type Check = { name: string; ok: boolean; latencyMs: number; error?: string };

/**
 * Two instances in processes of their own, as behind a load balancer: one fresh PostgreSQL
 * database, the machine's Redis (a channel of this run's own), an S3 server and a tus folder
 * both mount. Nothing else is shared, so whatever works here works across machines.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on PostgreSQL, Redis and S3", () => {
  const cleanup: (() => Promise<void>)[] = [];
  let a: Spawned;
  let b: Spawned;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let tusDir: string;
  let s3Stopped: Promise<void> | undefined;
  const stopS3 = () => {
    s3Stopped ??= s3.stop();
    return s3Stopped;
  };
  /** One browser whose requests alternate between the instances. */
  const clients: TestClient[] = [];
  const on = (i: number) => clients[i % 2] as TestClient;

  beforeAll(async () => {
    const pg = await createEmptyPostgresDatabase();
    cleanup.push(() => pg.drop());
    s3 = await startTestS3(`cluster-${crypto.randomUUID().slice(0, 8)}`);
    cleanup.push(() => stopS3());
    tusDir = await mkdtemp(join(tmpdir(), "bb-cluster-tus-"));
    cleanup.push(() => rm(tusDir, { recursive: true, force: true }));
    const shared = {
      ...s3.env,
      DATABASE_URL: pg.url,
      APP_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64"),
      REDIS_URL: "redis://127.0.0.1:6379",
      REALTIME_CHANNEL: `test:cluster:${crypto.randomUUID()}`,
      TUS_DIR: tusDir,
      SHUTDOWN_TIMEOUT_SECONDS: "30",
    };
    // Started together on the empty database: both migrate and provision under the start lock.
    [a, b] = await Promise.all([spawnServer(shared), spawnServer(shared)]);
    cleanup.push(
      () => a.stop(),
      () => b.stop(),
    );
    clients.push(new TestClient(a.url), new TestClient(b.url));
    const first = clients[0] as TestClient;
    await first.prime();
    expect((await first.login(TEST_ADMIN)).status).toBe(200);
    (clients[1] as TestClient).cookies = first.cookies;
  }, 240_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  }, 60_000);

  async function createUpload(client: TestClient, bytes: Uint8Array, name: string): Promise<string> {
    const created = await client.fetch("/api/v1/tus/upload", {
      method: "POST",
      headers: { ...TUS, "upload-length": String(bytes.length), "upload-metadata": `filename ${btoa(name)}` },
    });
    expect(created.status).toBe(201);
    return new URL(created.headers.get("location") as string, client.base).pathname;
  }

  const patch = (client: TestClient, path: string, offset: number, body: BodyInit) =>
    client.fetch(path, {
      method: "PATCH",
      headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body,
      // @ts-expect-error Bun streams request bodies with duplex "half"
      duplex: "half",
    });

  /** Turns the finished upload into a file entry and reads the stored bytes back from the bucket. */
  async function storedBytes(client: TestClient, path: string): Promise<Uint8Array> {
    const res = await client.json("/api/v1/tus/entries", "POST", { uploadKey: path.split("/").pop() });
    expect(res.status).toBe(200);
    const { fileEntry } = (await res.json()) as { fileEntry: { path: string } };
    const bucket = storageFor({
      config: { dataDir: tusDir, storage: { driver: "s3", s3: s3.config } },
    } as unknown as CoreServices);
    const body = await bucket.read(fileEntry.path);
    return new Uint8Array(await new Response(body).arrayBuffer());
  }

  test("both came up on the empty database with one admin account, and both are ready", async () => {
    for (const client of clients) {
      const res = await client.fetch("/api/v1/health/ready");
      expect(res.status).toBe(200);
      const body = (await res.json()) as { checks: Check[] };
      expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
        ["database", true],
        ["redis", true],
        ["storage", true],
      ]);
      for (const check of body.checks) expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
    // The one admin signs in on either instance (the provisioning ran once).
    const fresh = await new TestClient(b.url).prime();
    expect((await fresh.login(TEST_ADMIN)).status).toBe(200);
  });

  test("a tus upload whose chunks alternate between the instances is stored whole", async () => {
    const bytes = mp3(600_000, 3);
    const path = await createUpload(on(0), bytes, "Alternating.mp3");
    const chunk = 150_000;
    for (let offset = 0, i = 1; offset < bytes.length; offset += chunk, i++) {
      // Each instance reads the offset the other one left.
      const head = await on(i).fetch(path, { method: "HEAD", headers: TUS });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get("upload-offset"))).toBe(offset);
      const res = await patch(on(i), path, offset, bytes.slice(offset, offset + chunk));
      expect(res.status).toBe(204);
      expect(Number(res.headers.get("upload-offset"))).toBe(Math.min(offset + chunk, bytes.length));
    }
    expect(sha(await storedBytes(on(1), path))).toBe(sha(bytes));
    // The entry consumed the upload from the shared folder.
    expect((await readdir(tusDir)).filter((f) => path.endsWith(f.replace(/\.json$/, "")))).toEqual([]);
  }, 60_000);

  test("a chunk sent to the other instance while one is still being written waits for its lock", async () => {
    const bytes = mp3(200_000, 4);
    const path = await createUpload(on(0), bytes, "Contended.mp3");
    // A chunk held open on instance A: half of it is on disk, and A holds the upload's lock.
    let finish: (() => void) | undefined;
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 50_000));
        finish = () => {
          controller.enqueue(bytes.slice(50_000, 100_000));
          controller.close();
        };
      },
    });
    const first = patch(on(0), path, 0, slow);
    await Bun.sleep(500);
    // B is sent the offset the file has at this moment. Without a shared lock it would write
    // beside A; with one it waits until A is done, and then the offset has moved on.
    const second = patch(on(1), path, 50_000, bytes.slice(50_000, 100_000));
    await Bun.sleep(300);
    finish?.();
    expect([(await first).status, (await second).status]).toEqual([204, 409]);
    const head = await on(1).fetch(path, { method: "HEAD", headers: TUS });
    expect(Number(head.headers.get("upload-offset"))).toBe(100_000);
    expect((await patch(on(1), path, 100_000, bytes.slice(100_000))).status).toBe(204);
    expect(sha(await storedBytes(on(0), path))).toBe(sha(bytes));
  }, 60_000);

  test("SIGTERM during an upload lets the chunk finish, exits 0, and the other instance completes it", async () => {
    const bytes = mp3(400_000, 5);
    const path = await createUpload(on(1), bytes, "Draining.mp3");
    let sendRest: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 100_000));
        sendRest = () => {
          controller.enqueue(bytes.slice(100_000, 200_000));
          controller.close();
        };
      },
    });
    const inFlight = patch(on(1), path, 0, body);
    await Bun.sleep(500);
    b.child.kill("SIGTERM");
    await Bun.sleep(1000);
    expect(b.child.exitCode).toBeNull();
    sendRest?.();
    const answer = await inFlight;
    expect(answer.status).toBe(204);
    expect(Number(answer.headers.get("upload-offset"))).toBe(200_000);
    expect(await b.child.exited).toBe(0);

    const rest = await patch(on(0), path, 200_000, bytes.slice(200_000));
    expect(rest.status).toBe(204);
    expect(sha(await storedBytes(on(0), path))).toBe(sha(bytes));
  }, 90_000);

  test("readiness is 503 naming storage once the bucket stops answering", async () => {
    await stopS3();
    const res = await on(0).fetch("/api/v1/health/ready");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { failed: string; checks: Check[] };
    expect(body.failed).toBe("storage");
    expect(body.checks.find((c) => c.name === "storage")?.ok).toBe(false);
    expect(body.checks.find((c) => c.name === "database")?.ok).toBe(true);
  }, 30_000);
});

test("WORKERS on the embedded database refuses to start, naming WORKERS", async () => {
  const dir = await mkdtemp(join(tmpdir(), "bb-workers-refused-"));
  const child = Bun.spawn(["bun", join(import.meta.dir, "main.ts")], {
    env: { ...process.env, WORKERS: "2", DATA_DIR: dir, PORT: "0", DATABASE_URL: "", REDIS_URL: "" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, out, err] = await Promise.all([
    child.exited,
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ]);
  await rm(dir, { recursive: true, force: true });
  expect(code).not.toBe(0);
  expect(`${out}${err}`).toContain("WORKERS: 2 server processes need PostgreSQL (DATABASE_URL)");
  expect(`${out}${err}`).toContain("the embedded database belongs to a single process");
}, 60_000);
