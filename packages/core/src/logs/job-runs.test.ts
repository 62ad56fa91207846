import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices } from "../context.ts";
import { enqueueMediaJob } from "../media/enqueue.ts";
import { makeTone } from "../media/test-audio.ts";
import { mediaWorkerOf, startMediaWorker, stopMediaWorker } from "../media/worker.ts";
import { testServices } from "../test-services.ts";

// Real media jobs through the real worker: each run lands in the schedule log with its outcome.
for (const kind of testDatabaseKinds) {
  describe(`job runs of the media queue on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let ownerId: number;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-job-runs-"));
      services = testServices(handle.db, dataDir, { media: { queue: "database", concurrency: 1 } });
      ownerId = (await usersRepo.insertUser(handle.db, { email: "runs@test.local", name: "Runs" })).id;
      await startMediaWorker(services, { pollMs: 100 });
    }, 60_000);
    afterAll(async () => {
      await stopMediaWorker(services);
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function upload(file: string) {
      const key = `uploads/${ownerId}/${crypto.randomUUID()}`;
      await mkdir(join(dataDir, "media", "uploads", String(ownerId)), { recursive: true });
      await copyFile(file, join(dataDir, "media", key));
      return enqueueMediaJob(services, { sourceKey: key, ownerId, fileName: file.slice(file.lastIndexOf("/") + 1) });
    }

    test("a processed upload and a broken one are each recorded with duration and result", async () => {
      await mkdir(join(dataDir, "src"), { recursive: true });
      const good = await upload(await makeTone(join(dataDir, "src", "tone.mp3"), { seconds: 1 }));
      const empty = join(dataDir, "src", "empty.mp3");
      await writeFile(empty, "");
      const bad = await upload(empty);
      await mediaWorkerOf(services)?.drain(60_000);
      const runs = await handle.db.selectFrom("job_runs").selectAll().where("name", "=", "media.ingest").execute();
      const of = (id: number) => runs.find((r) => r.detail?.startsWith(`Job #${id}`));
      expect(of(good.id)).toMatchObject({ result: "succeeded", error: null });
      expect(of(good.id)?.detail).toMatch(/track #\d+/);
      expect(of(good.id)?.duration_ms).toBeGreaterThanOrEqual(0);
      expect(of(bad.id)).toMatchObject({ result: "failed" });
      expect(of(bad.id)?.error).toBeTruthy();
      expect(of(bad.id)?.finished_at).not.toBeNull();
    }, 90_000);
  });
}
