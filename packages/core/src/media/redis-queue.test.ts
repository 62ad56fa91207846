import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, mediaJobsRepo, sql, usersRepo } from "@backbeat/db";
import { createTestDatabase } from "@backbeat/db/testing";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import type { CoreServices } from "../context.ts";
import { testServices } from "../test-services.ts";
import { enqueueMediaJob } from "./enqueue.ts";
import { makeTone } from "./test-audio.ts";
import { startMediaWorker, stopMediaWorker } from "./worker.ts";

// Redis runs on 127.0.0.1:6379 on the project's machines; elsewhere this suite is skipped.
const redisUrl = "redis://127.0.0.1:6379";
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
const available = await probe
  .connect()
  .then(() => probe.ping())
  .then(
    () => true,
    () => false,
  );
probe.disconnect();

describe.skipIf(!available)("media queue on Redis (BullMQ)", () => {
  let handle: DatabaseHandle;
  let services: CoreServices;
  let dataDir: string;
  let ownerId: number;
  const prefix = `bbtest${Date.now().toString(36)}`;

  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    dataDir = await mkdtemp(join(tmpdir(), "bb-redis-"));
    services = testServices(handle.db, dataDir, {
      media: { queue: "redis", redisUrl, redisPrefix: prefix, concurrency: 2, ffmpegTimeoutMs: 60_000 },
    });
    ownerId = (await usersRepo.insertUser(handle.db, { email: "r@test.local", name: "R" })).id;
  }, 60_000);

  afterAll(async () => {
    await stopMediaWorker(services);
    const queue = new Queue("backbeat-media", { connection: { host: "127.0.0.1", port: 6379 }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(name: string, title: string) {
    const file = await makeTone(join(dataDir, name), { tags: { title, artist: "Redis Band" } });
    const key = `uploads/${ownerId}/${name}`;
    await mkdir(join(dataDir, "media", "uploads", String(ownerId)), { recursive: true });
    await copyFile(file, join(dataDir, "media", key));
    return enqueueMediaJob(services, { sourceKey: key, ownerId, fileName: name });
  }

  test("jobs scheduled through BullMQ complete, and queued rows are handed over again after a restart", async () => {
    // Queued while no worker runs, and one left running by a crash: both run once one starts.
    const waiting = await upload("a.mp3", "Waiting");
    const crashed = await upload("b.mp3", "Crashed");
    await sql`update media_jobs set status = 'running', updated_at = now() - interval '1 hour'
      where id = ${crashed.id}`.execute(handle.db);
    const worker = await startMediaWorker(services);
    const fresh = await upload("c.flac", "Fresh");
    await worker.drain(60_000);
    for (const job of [waiting, crashed, fresh]) {
      const row = await mediaJobsRepo.findJob(handle.db, job.id);
      expect(row?.error ?? null).toBeNull();
      expect(row?.status).toBe("succeeded");
      expect(row?.attempts).toBeGreaterThanOrEqual(1);
    }
    const names = await sql<{ name: string }>`select name from tracks order by name`.execute(handle.db);
    expect(names.rows.map((r) => r.name)).toEqual(["Crashed", "Fresh", "Waiting"]);
  }, 90_000);
});
